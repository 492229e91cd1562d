-- Up Migration
-- Identity checks (KYC) by BVN or NIN, the daily deposit cap of unverified players and the closure of
-- under-18 accounts (issue 14, decision 013).

-- The status set becomes unverified | pending | verified | rejected. No identity check ever ran before
-- this migration (the profile's button was disabled): 'pending' was only the column's default, and
-- 'verified' was written by hand (the demo seed). So every existing account starts unverified; the
-- demo seed verifies its players through the API like anyone else.
alter table users drop constraint users_kyc_status_check;
update users set kyc_status = 'unverified';
alter table users
  alter column kyc_status set default 'unverified',
  add constraint users_kyc_status_check check (kyc_status in ('unverified', 'pending', 'verified', 'rejected')),
  -- The number presented last: its type, a keyed hash (HMAC with KYC_ID_HASH_KEY; the number itself
  -- is never stored) and its last four digits, the only part ever shown.
  add column kyc_id_type text check (kyc_id_type in ('BVN', 'NIN')),
  add column kyc_id_hash bytea,
  add column kyc_id_last4 text check (kyc_id_last4 ~ '^[0-9]{4}$'),
  -- Why the last check was refused. Kept while a new check is pending: an outage puts the status back
  -- to rejected (reason set) or unverified (no reason).
  add column kyc_reason text check (kyc_reason in ('name_mismatch', 'dob_mismatch', 'not_found', 'under_18', 'duplicate')),
  -- When the status last changed; for 'pending', when the check began (a check left pending by a crash
  -- may be started again once it is older than the provider's timeout).
  add column kyc_status_at timestamptz,
  add column kyc_verified_at timestamptz,
  add constraint users_kyc_verified_identity check (
    kyc_status <> 'verified'
    or (kyc_id_type is not null and kyc_id_hash is not null and kyc_id_last4 is not null and kyc_verified_at is not null and kyc_reason is null)),
  add constraint users_kyc_rejected_reason check (kyc_status <> 'rejected' or kyc_reason is not null),
  add constraint users_kyc_unverified_no_reason check (kyc_status <> 'unverified' or kyc_reason is null);
-- One person, one account: a number is verified on one account at most.
create unique index users_kyc_identity on users (kyc_id_hash) where kyc_status = 'verified';

-- Every answered or attempted check, for the record and for the daily limit on checks (each one is a
-- paid lookup at the provider). Names and dates of birth the provider returns are not kept.
create table kyc_checks (
  id bigserial primary key,
  user_id bigint not null references users(id),
  id_type text not null check (id_type in ('BVN', 'NIN')),
  id_hash bytea not null,
  id_last4 text not null check (id_last4 ~ '^[0-9]{4}$'),
  provider text not null,
  outcome text not null check (outcome in ('verified', 'name_mismatch', 'dob_mismatch', 'not_found', 'under_18', 'duplicate', 'unavailable')),
  created_at timestamptz not null default now()
);
create index kyc_checks_user on kyc_checks (user_id, created_at);

-- The daily deposit cap of an unverified wallet (CBN tier 1). One row per player who received money
-- while unverified: what arrived on `day` (Africa/Lagos), credited or held. The deposit statements lock
-- this row, so concurrent deposits are counted exactly; verification sets `lifted` under the same
-- lock, so a deposit racing with it either lands before (and is released) or after (and is not held).
create table kyc_deposit_caps (
  user_id bigint primary key references users(id),
  day date not null,
  received_kobo bigint not null check (received_kobo >= 0),
  lifted boolean not null default false
);

-- Money that arrived over the cap: never bounced, never lost; held in house:kyc_held_deposits until
-- the player is verified (released to the wallet) or the account is closed (refunded with the rest).
create table kyc_held_deposits (
  id bigserial primary key,
  user_id bigint not null references users(id),
  entry_id bigint not null references journal_entries(id),
  amount_kobo bigint not null check (amount_kobo > 0),
  released_entry_id bigint references journal_entries(id),
  released_at timestamptz,
  check ((released_at is null) = (released_entry_id is null))
);
create index kyc_held_deposits_open on kyc_held_deposits (user_id) where released_at is null;

insert into ledger_accounts (code, kind) values
  ('house:kyc_held_deposits', 'house'),  -- deposits over an unverified wallet's daily cap, until verification or closure
  ('house:forfeited_winnings', 'house'); -- winnings of an under-18 account, forfeited at its closure

/**
 * Counts the deposits `amounts` (in arrival order) into the player's day and answers, for each, the
 * part over the cap `cap_kobo` that must be held. A new day starts from zero. Answers zeros when the
 * cap was lifted (the player was verified after the caller read the status).
 */
create function kyc_hold_over_cap(player bigint, amounts bigint[], cap_kobo bigint) returns bigint[]
language plpgsql as $$
declare
  today date := (now() at time zone 'Africa/Lagos')::date;
  arriving bigint := (select sum(amount) from unnest(amounts) as amount);
  received bigint;
  before bigint;
  amount bigint;
  held bigint[] := '{}';
begin
  insert into kyc_deposit_caps as cap (user_id, day, received_kobo) values (player, today, arriving)
  on conflict (user_id) do update
     set received_kobo = (case when cap.day = excluded.day then cap.received_kobo else 0 end) + excluded.received_kobo,
         day = excluded.day
   where not cap.lifted
  returning cap.received_kobo into received;
  if received is null then
    return array_fill(0::bigint, array[cardinality(amounts)]);
  end if;
  before := received - arriving;
  foreach amount in array amounts loop
    held := held || greatest(amount - greatest(cap_kobo - before, 0), 0);
    before := before + amount;
  end loop;
  return held;
end $$;

-- An account closed because its owner is under 18: sessions end, login is refused with the reason,
-- deposits (net of withdrawals, at most what is left) go back to the bank by a payout, winnings above
-- that are forfeited. Deposits arriving later are parked for a person, not credited.
create table account_closures (
  user_id bigint primary key references users(id),
  reason text not null check (reason in ('under_18')),
  closed_at timestamptz not null default now(),
  refund_kobo bigint not null check (refund_kobo >= 0),
  forfeited_kobo bigint not null check (forfeited_kobo >= 0),
  closure_entry_id bigint references journal_entries(id),
  -- The payout returning the deposits; null when there was nothing to return or no bank account to
  -- return it to was known (the refund then stays in the closed wallet for a person to send).
  refund_withdrawal_id bigint references withdrawals(id)
);

-- The sandbox bank's transfers may name the account they come from, as real banks' notifications do.
alter table sandbox_transfers
  add column sender_bank_code text references banks(code),
  add column sender_account_number text check (sender_account_number ~ '^[0-9]{10}$');

-- Down Migration
alter table sandbox_transfers drop column sender_account_number, drop column sender_bank_code;
drop table account_closures;
drop function kyc_hold_over_cap(bigint, bigint[], bigint);
drop table kyc_held_deposits;
drop table kyc_deposit_caps;
drop table kyc_checks;
drop index users_kyc_identity;
alter table users
  drop constraint users_kyc_unverified_no_reason,
  drop constraint users_kyc_rejected_reason,
  drop constraint users_kyc_verified_identity,
  drop column kyc_verified_at,
  drop column kyc_status_at,
  drop column kyc_reason,
  drop column kyc_id_last4,
  drop column kyc_id_hash,
  drop column kyc_id_type,
  drop constraint users_kyc_status_check;
update users set kyc_status = 'pending' where kyc_status in ('unverified', 'pending');
update users set kyc_status = 'rejected' where kyc_status not in ('pending', 'verified');
alter table users
  alter column kyc_status set default 'pending',
  add constraint users_kyc_status_check check (kyc_status in ('pending', 'verified', 'rejected'));
