-- Up Migration
-- Postings are the ledger's busiest table: every bet and every money movement writes two or more.
-- Their foreign keys ran one lookup per posting and locked the referenced rows (FOR KEY SHARE), so
-- every bet of every player locked the same house account row, and concurrent settlements turned
-- those locks into multixacts. The same guarantee, without the locks: ledger accounts are never
-- deleted and never change identity (refused below), journal entries are append-only (0002), so
-- what a posting names exists for good once it has been seen, and the posting trigger checks it
-- once per statement.

alter table postings
  drop constraint postings_account_id_fkey,
  drop constraint postings_entry_id_fkey;

create function ledger_refuse_account_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger account % cannot be deleted or given another identity', old.id using errcode = 'P0104';
end $$;
create trigger ledger_accounts_keep_identity before update of id, code, kind, user_id or delete on ledger_accounts
  for each row execute function ledger_refuse_account_change();
create trigger ledger_accounts_no_truncate before truncate on ledger_accounts
  for each statement execute function ledger_refuse_change();

-- As in 0002, plus: every posting names an existing account and an existing journal entry.
create or replace function ledger_apply_postings() returns trigger language plpgsql as $$
declare
  unbalanced bigint;
  dangling bigint;
  short_wallet bigint;
begin
  -- Scalar subqueries, not an anti-join: one index lookup per posting whatever the tables' size was
  -- when this plan was cached (plpgsql keeps a session's plans; a hash join planned on a young, small
  -- journal would scan it whole every time).
  select p.id into dangling
    from new_postings p
   where (select a.id from ledger_accounts a where a.id = p.account_id) is null
      or (select e.id from journal_entries e where e.id = p.entry_id) is null
   limit 1;
  if dangling is not null then
    raise exception 'posting % names no existing account or journal entry', dangling using errcode = 'P0105';
  end if;

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
drop trigger ledger_accounts_no_truncate on ledger_accounts;
drop trigger ledger_accounts_keep_identity on ledger_accounts;
drop function ledger_refuse_account_change();
-- ledger_apply_postings keeps its existence check: harmless beside the restored foreign keys.
alter table postings
  add constraint postings_account_id_fkey foreign key (account_id) references ledger_accounts(id),
  add constraint postings_entry_id_fkey foreign key (entry_id) references journal_entries(id);
