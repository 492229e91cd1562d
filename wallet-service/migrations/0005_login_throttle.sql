-- Up Migration
-- Failed logins per account (or per unknown identifier) and per client address. Kept in the
-- database so every wallet-service process sees the same counts and locks.
create table login_throttle (
  throttle_key text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz not null default now(),
  locked_until timestamptz
);

-- Down Migration
drop table login_throttle;
