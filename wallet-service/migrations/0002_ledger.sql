-- Up Migration
-- A double-entry ledger in integer kobo. Every movement is one journal entry whose postings sum
-- to zero. The rules below are enforced by the database itself, so no code path can break them.

create table ledger_accounts (
  id bigserial primary key,
  code text not null unique,
  kind text not null check (kind in ('wallet', 'house')),
  user_id bigint unique references users(id),
  -- Kept up to date for wallets only, by the postings trigger. House accounts are read as the sum
  -- of their postings (ledger_house_balances): updating one shared house row per bet would
  -- serialise every bet on that row.
  balance_kobo bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint wallet_never_negative check (kind <> 'wallet' or balance_kobo >= 0),
  constraint wallet_belongs_to_user check ((kind = 'wallet') = (user_id is not null))
);

insert into ledger_accounts (code, kind) values
  ('house:bank_clearing', 'house'),     -- money received by bank transfer, awaiting settlement with the bank
  ('house:card_clearing', 'house'),     -- money received by card, awaiting settlement with the card processor
  ('house:payouts_in_flight', 'house'), -- withdrawals held from wallets and sent, not yet confirmed by the bank
  ('house:payouts_settled', 'house'),   -- withdrawals the bank confirmed
  ('house:game_stakes', 'house'),       -- stakes taken by games
  ('house:game_wins', 'house'),         -- winnings paid by games
  ('house:fees', 'house');

-- Every user has exactly one wallet, created with the user, so no code path can forget it.
create function ledger_open_wallet() returns trigger language plpgsql as $$
begin
  insert into ledger_accounts (code, kind, user_id) values ('wallet:' || new.id, 'wallet', new.id);
  return null;
end $$;
create trigger users_open_wallet after insert on users
  for each row execute function ledger_open_wallet();

create table journal_entries (
  id bigserial primary key,
  kind text not null,
  -- Scoped by the writer (for example 'deposit:sandbox:REF' or 'spin:42:client-key'): a retry of
  -- the same request finds the entry instead of moving money twice.
  idempotency_key text unique,
  user_id bigint references users(id),
  description text not null,
  reverses_entry_id bigint references journal_entries(id),
  created_at timestamptz not null default now()
);
create index journal_entries_user on journal_entries (user_id, id desc);

create table postings (
  id bigserial primary key,
  entry_id bigint not null references journal_entries(id),
  account_id bigint not null references ledger_accounts(id),
  amount_kobo bigint not null check (amount_kobo <> 0),
  created_at timestamptz not null default now()
);
create index postings_entry on postings (entry_id);
create index postings_account on postings (account_id, id);

-- After each INSERT into postings: every entry the statement touched must balance, and each touched
-- wallet is updated. Entries balance before any statement (by induction, through this trigger), so
-- checking the statement's own rows is enough and costs no index scan on the hot path. A wallet's
-- debits must be covered by its balance before the same entry's credits count, so a bet can never
-- be paid for by its own winnings.
create function ledger_apply_postings() returns trigger language plpgsql as $$
declare
  unbalanced bigint;
  short_wallet bigint;
begin
  select entry_id into unbalanced
    from new_postings
   group by entry_id
  having sum(amount_kobo) <> 0
   limit 1;
  if unbalanced is not null then
    raise exception 'journal entry % does not balance', unbalanced using errcode = 'P0101';
  end if;

  with deltas as (
    select account_id,
           sum(amount_kobo) filter (where amount_kobo < 0) as debits,
           sum(amount_kobo) as net
      from new_postings
     group by account_id
  ), updated as (
    update ledger_accounts a
       set balance_kobo = a.balance_kobo + d.net
      from deltas d
     where a.id = d.account_id and a.kind = 'wallet'
       and a.balance_kobo + coalesce(d.debits, 0) >= 0
    returning a.id
  )
  select d.account_id into short_wallet
    from deltas d join ledger_accounts a on a.id = d.account_id and a.kind = 'wallet'
   where d.account_id not in (select id from updated)
   limit 1;
  if short_wallet is not null then
    raise exception 'insufficient funds in ledger account %', short_wallet using errcode = 'P0102';
  end if;
  return null;
end $$;

create trigger postings_apply after insert on postings
  referencing new table as new_postings
  for each statement execute function ledger_apply_postings();

-- Entries and postings are facts: a correction is a new reversing entry, never an edit.
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = 'P0103';
end $$;
create trigger postings_append_only before update or delete on postings
  for each row execute function ledger_refuse_change();
create trigger postings_no_truncate before truncate on postings
  for each statement execute function ledger_refuse_change();
create trigger journal_entries_append_only before update or delete on journal_entries
  for each row execute function ledger_refuse_change();
create trigger journal_entries_no_truncate before truncate on journal_entries
  for each statement execute function ledger_refuse_change();

create view ledger_house_balances as
  select a.id, a.code, coalesce(sum(p.amount_kobo), 0)::bigint as balance_kobo
    from ledger_accounts a left join postings p on p.account_id = a.id
   where a.kind = 'house'
   group by a.id, a.code;

-- Idempotency for money-moving requests: same key and same request returns the stored answer;
-- same key with a different request is refused.
create table idempotent_requests (
  scope text not null,
  key text not null,
  request_hash text not null,
  response_status integer not null,
  response_body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);

-- Down Migration
drop table idempotent_requests;
drop view ledger_house_balances;
drop table postings;
drop table journal_entries;
drop function ledger_refuse_change();
drop trigger users_open_wallet on users;
drop function ledger_open_wallet();
drop function ledger_apply_postings();
drop table ledger_accounts;
