-- Up Migration
-- One-time codes that prove control of a phone or email (signup) or start a password reset.
-- Only a peppered SHA-256 of the code is kept. A signup challenge's id is the user's public id,
-- so the spec's `Id` from the signup answer finds it. A password-reset request for an unknown
-- email or number still gets a row (user_id null, nothing delivered, a code nobody knows), so the
-- answers and the limits look the same whether or not the account exists.
create table otp_challenges (
  id uuid primary key,
  user_id bigint references users(id),
  purpose text not null check (purpose in ('signup', 'password_reset')),
  subject_key text not null,
  deliver_to text[] not null default '{}',
  code_hash bytea not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  verified_at timestamptz,
  created_at timestamptz not null default now()
);
create index otp_challenges_subject on otp_challenges (subject_key, purpose, created_at desc);

-- Every code sent, per subject (an account, or an unknown identifier), for the resend cooldown and
-- the hourly cap.
create table otp_sends (
  subject_key text not null,
  sent_at timestamptz not null default now()
);
create index otp_sends_subject on otp_sends (subject_key, sent_at desc);

-- Proof that a code was verified, exchanged once for setting a password. Only the hash is stored.
create table password_tickets (
  ticket_hash bytea primary key,
  user_id bigint not null references users(id),
  purpose text not null check (purpose in ('signup', 'password_reset')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_tickets_user on password_tickets (user_id) where used_at is null;

-- Down Migration
drop table password_tickets;
drop table otp_sends;
drop table otp_challenges;
