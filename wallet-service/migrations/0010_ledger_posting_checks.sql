-- Up Migration
-- Postings are the ledger's busiest table: every bet and every money movement writes two or more.
-- Their foreign keys ran one lookup per posting and locked the referenced rows (FOR KEY SHARE), so
-- every bet of every player locked the same house account row, and concurrent settlements turned
-- those locks into multixacts. The same guarantee, without the locks: ledger accounts are never
-- deleted and never change identity (refused below), journal entries are append-only (0002), so
-- what a posting names exists for good once it has been seen, and a statement trigger checks it
-- once per statement.

alter table postings
  drop constraint postings_account_id_fkey,
  drop constraint postings_entry_id_fkey;

-- For every table whose rows others name without a foreign key (also used by 0302).
create function refuse_removing_referenced_row() returns trigger language plpgsql as $$
begin
  raise exception '% rows are kept for good: they cannot be deleted or given another identity', tg_table_name using errcode = 'P0104';
end $$;
create trigger ledger_accounts_keep_identity before update of id, code, kind, user_id or delete on ledger_accounts
  for each row execute function refuse_removing_referenced_row();
create trigger ledger_accounts_no_truncate before truncate on ledger_accounts
  for each statement execute function refuse_removing_referenced_row();

-- Beside ledger_apply_postings (0002): every posting names an existing account and journal entry.
-- Scalar subqueries, not an anti-join: one index lookup per posting whatever the tables' size was
-- when the plan was cached (plpgsql keeps a session's plans; a hash join planned on a young, small
-- journal would scan it whole every time).
create function ledger_check_posting_targets() returns trigger language plpgsql as $$
declare
  dangling bigint;
begin
  select p.id into dangling
    from new_postings p
   where (select a.id from ledger_accounts a where a.id = p.account_id) is null
      or (select e.id from journal_entries e where e.id = p.entry_id) is null
   limit 1;
  if dangling is not null then
    raise exception 'posting % names no existing account or journal entry', dangling using errcode = 'P0105';
  end if;
  return null;
end $$;
create trigger postings_check_targets after insert on postings
  referencing new table as new_postings
  for each statement execute function ledger_check_posting_targets();

-- Down Migration
drop trigger ledger_accounts_no_truncate on ledger_accounts;
drop trigger ledger_accounts_keep_identity on ledger_accounts;
drop function refuse_removing_referenced_row();
drop trigger postings_check_targets on postings;
drop function ledger_check_posting_targets();
alter table postings
  add constraint postings_account_id_fkey foreign key (account_id) references ledger_accounts(id),
  add constraint postings_entry_id_fkey foreign key (entry_id) references journal_entries(id);
