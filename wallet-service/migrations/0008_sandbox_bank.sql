-- Up Migration
-- The simulated bank of the `sandbox` provider (development and tests only; the routes that use
-- these tables do not exist when NODE_ENV=production). Its accounts answer name enquiry, its
-- transfers are deposits to users' deposit codes, its payouts are keyed by our reference.
create table sandbox_bank_accounts (
  bank_code text not null references banks(code),
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  account_name text not null,
  -- null follows SANDBOX_PAYOUT_OUTCOME; otherwise payouts to this account always end so.
  payout_outcome text check (payout_outcome in ('success', 'fail', 'pending')),
  created_at timestamptz not null default now(),
  primary key (bank_code, account_number)
);

create table sandbox_transfers (
  reference text primary key,
  deposit_code text not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  sender_name text not null,
  created_at timestamptz not null default now()
);

create table sandbox_payouts (
  reference text primary key,
  bank_code text not null,
  account_number text not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  status text not null check (status in ('success', 'failed', 'pending')),
  reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Down Migration
drop table sandbox_payouts;
drop table sandbox_transfers;
drop table sandbox_bank_accounts;
