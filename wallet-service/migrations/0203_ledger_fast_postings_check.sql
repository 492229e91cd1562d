-- Up Migration
-- The balance check of 0002 re-read every posting of each touched entry. Entries are balanced
-- before any statement (inductively, by this same trigger), so an entry stays balanced exactly
-- when the postings a statement adds to it sum to zero: checking the statement's own rows is
-- equivalent and saves an index scan per money movement on the hot path. The wallet update is
-- unchanged: debits must be covered before credits count, and the balance never goes below zero.
create or replace function ledger_apply_postings() returns trigger language plpgsql as $$
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

-- Down Migration
create or replace function ledger_apply_postings() returns trigger language plpgsql as $$
declare
  unbalanced bigint;
  short_wallet bigint;
begin
  select p.entry_id into unbalanced
    from postings p
   where p.entry_id in (select distinct entry_id from new_postings)
   group by p.entry_id
  having sum(p.amount_kobo) <> 0
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
