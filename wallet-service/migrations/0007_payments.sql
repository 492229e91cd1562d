-- Up Migration
-- Money in and out of the platform. The ledger (0002) records what moved; these tables record why,
-- and where each deposit or payout is in its life, so every step can be resumed after a crash.

-- A deposit intent (fund-wallet) or a card payment. Bank transfers credit the wallet through the
-- provider's webhook whether or not an intent exists; an intent with the same reference is marked.
create table deposits (
  id bigserial primary key,
  user_id bigint not null references users(id),
  provider text not null,
  channel text not null check (channel in ('bank_transfer', 'card')),
  reference text not null unique,
  amount_kobo bigint not null check (amount_kobo > 0),
  status text not null default 'pending' check (status in ('pending', 'credited', 'failed')),
  provider_payment_id text unique,
  entry_id bigint references journal_entries(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deposits_user on deposits (user_id, id desc);

-- Account numbers a provider issued to a user (Paystack dedicated virtual accounts). With the
-- sandbox, the user's deposit code is the account number and no row is needed.
create table provider_virtual_accounts (
  provider text not null,
  account_number text not null,
  user_id bigint not null references users(id),
  bank_name text not null,
  account_name text not null,
  created_at timestamptz not null default now(),
  primary key (provider, account_number),
  unique (provider, user_id)
);

-- The webhook inbox: every verified event once, keyed by the provider's own event identity, so a
-- replay is recognised by the unique key and never processed twice. An event is stored in the same
-- transaction that acts on it; if that fails nothing is stored and the provider's retry redoes it.
create table payment_events (
  id bigserial primary key,
  provider text not null,
  event_key text not null,
  event_type text not null,
  reference text not null,
  payload jsonb not null,
  status text not null check (status in ('processed', 'ignored', 'parked')),
  received_at timestamptz not null default now(),
  unique (provider, event_key)
);

-- Events the service would not act on by itself (unknown account or reference, contradicting
-- outcomes). Money is never credited blindly: a person reviews these.
create table parked_payment_events (
  id bigserial primary key,
  event_id bigint not null unique references payment_events(id),
  reason text not null,
  parked_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text
);

-- A payout's state machine. The row and the hold (wallet -> payouts in flight) are written in one
-- transaction before the provider is called; the provider is called with `reference`, which it
-- treats as idempotent, so resuming a payout after a crash can never send it twice.
--   held -> sent -> succeeded | reversed ; held -> succeeded | reversed ; succeeded -> reversed
create table withdrawals (
  id bigserial primary key,
  user_id bigint not null references users(id),
  idempotency_key text,
  request_hash text not null,
  provider text not null,
  reference text not null unique,
  amount_kobo bigint not null check (amount_kobo > 0),
  bank_code text not null references banks(code),
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  account_name text not null,
  status text not null check (status in ('held', 'sent', 'succeeded', 'reversed')),
  hold_entry_id bigint not null references journal_entries(id),
  settle_entry_id bigint references journal_entries(id),
  reverse_entry_id bigint references journal_entries(id),
  failure_reason text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);
create index withdrawals_unfinished on withdrawals (updated_at) where status in ('held', 'sent');
create index withdrawals_user_day on withdrawals (user_id, created_at);

-- Down Migration
drop table withdrawals;
drop table parked_payment_events;
drop table payment_events;
drop table provider_virtual_accounts;
drop table deposits;
