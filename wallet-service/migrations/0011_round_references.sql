-- Up Migration
-- Every bet writes a round and a journal entry that name the player (users) and the round's seed
-- (fairness_seeds). As foreign keys, each name locked the named row (FOR KEY SHARE) until the bet
-- committed; the seed row is updated by the player's next round (its nonce) at the same moment,
-- so those locks became multixacts on the hottest path. The same guarantee, without the locks:
-- players and seeds are never deleted and never change id (refused below; closing an account is a
-- status, and a seed is the proof of past rounds; 0301's refuse_removing_referenced_row), journal
-- entries are append-only (0002), round names are never changed (refused below), so a statement
-- trigger checks each new row's names once.

alter table game_rounds
  drop constraint game_rounds_user_id_fkey,
  drop constraint game_rounds_seed_id_fkey;
alter table journal_entries
  drop constraint journal_entries_user_id_fkey;

create trigger users_kept before update of id or delete on users
  for each row execute function refuse_removing_referenced_row();
create trigger users_no_truncate before truncate on users
  for each statement execute function refuse_removing_referenced_row();
create trigger fairness_seeds_kept before update of id, user_id or delete on fairness_seeds
  for each row execute function refuse_removing_referenced_row();
create trigger fairness_seeds_no_truncate before truncate on fairness_seeds
  for each statement execute function refuse_removing_referenced_row();
create trigger game_rounds_names_kept before update of user_id, seed_id on game_rounds
  for each row execute function refuse_removing_referenced_row();

-- Scalar subqueries: one index lookup per row whatever the tables' size was when the plan was cached.
create function ledger_check_entry_users() returns trigger language plpgsql as $$
declare
  dangling bigint;
begin
  select e.id into dangling
    from new_entries e
   where e.user_id is not null and (select u.id from users u where u.id = e.user_id) is null
   limit 1;
  if dangling is not null then
    raise exception 'journal entry % names no existing user', dangling using errcode = 'P0106';
  end if;
  return null;
end $$;
create trigger journal_entries_check_user after insert on journal_entries
  referencing new table as new_entries
  for each statement execute function ledger_check_entry_users();

create function games_check_round_names() returns trigger language plpgsql as $$
declare
  dangling bigint;
begin
  select r.id into dangling
    from new_rounds r
   where (select u.id from users u where u.id = r.user_id) is null
      or (select s.id from fairness_seeds s where s.id = r.seed_id and s.user_id = r.user_id) is null
   limit 1;
  if dangling is not null then
    raise exception 'game round % names no existing player or no seed of that player', dangling using errcode = 'P0107';
  end if;
  return null;
end $$;
create trigger game_rounds_check_names after insert on game_rounds
  referencing new table as new_rounds
  for each statement execute function games_check_round_names();

-- Down Migration
drop trigger game_rounds_check_names on game_rounds;
drop function games_check_round_names();
drop trigger journal_entries_check_user on journal_entries;
drop function ledger_check_entry_users();
drop trigger game_rounds_names_kept on game_rounds;
drop trigger fairness_seeds_no_truncate on fairness_seeds;
drop trigger fairness_seeds_kept on fairness_seeds;
drop trigger users_no_truncate on users;
drop trigger users_kept on users;
alter table journal_entries
  add constraint journal_entries_user_id_fkey foreign key (user_id) references users(id);
alter table game_rounds
  add constraint game_rounds_user_id_fkey foreign key (user_id) references users(id),
  add constraint game_rounds_seed_id_fkey foreign key (seed_id) references fairness_seeds(id);
