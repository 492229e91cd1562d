-- Up Migration
-- Sign in with an OpenID Connect provider (Google). Decision 022.

-- One sign-in in flight: the browser holds only `id` (in an httpOnly cookie of the web); the state, the
-- nonce and the PKCE verifier never leave this service. Used once: `consumed_at` is set by the callback
-- that reads it, so a replayed callback (and the nonce it carries) finds nothing.
create table oidc_transactions (
  id_hash bytea primary key,
  issuer text not null,
  state text not null,
  nonce text not null,
  code_verifier text not null,
  redirect_uri text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index oidc_transactions_expires on oidc_transactions (expires_at);

-- A provider's account linked to a player: one per issuer and subject, one per issuer for a player.
create table user_identities (
  id bigserial primary key,
  user_id bigint not null references users(id),
  issuer text not null,
  subject text not null,
  email text,
  linked_at timestamptz not null,
  unique (issuer, subject),
  unique (user_id, issuer)
);

-- A verified provider account with no player yet: the person is signing up (phone, OTP, type). `user_id`
-- is the account their signup created; the link is made once that account's code is verified.
create table oidc_pending_signups (
  token_hash bytea primary key,
  issuer text not null,
  subject text not null,
  email text,
  email_verified boolean not null,
  full_name text,
  user_id bigint references users(id),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

-- Down Migration
drop table oidc_pending_signups;
drop table user_identities;
drop table oidc_transactions;
