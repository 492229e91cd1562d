-- Up Migration
-- Who can hold a wallet: players (individual) and agents. Phone and email are unique because the
-- rules allow one account per person. Admins exist to own service codes agents sign up with.
create table users (
  id bigserial primary key,
  public_id uuid not null unique default gen_random_uuid(),
  user_type text not null check (user_type in ('individual', 'agent', 'admin')),
  full_name text not null check (length(trim(full_name)) > 0),
  phone_number text not null unique check (phone_number ~ '^[0-9]{11}$'),
  email text not null,
  business_name text,
  address text,
  password_hash text,
  referral_code text not null unique,
  deposit_code text not null unique check (deposit_code ~ '^[0-9]{10}$'),
  referred_by bigint references users(id),
  kyc_status text not null default 'pending' check (kyc_status in ('pending', 'verified', 'rejected')),
  verified_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index users_email_lower on users (lower(email));

-- Opaque login tokens are never stored: only their SHA-256, so a database leak yields no sessions.
create table sessions (
  token_hash bytea primary key,
  user_id bigint not null references users(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id) where revoked_at is null;

-- Down Migration
drop table sessions;
drop table users;
