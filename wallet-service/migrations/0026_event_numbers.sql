-- Up Migration
-- What a player reads as "Race 12" or "Draw 12": each game's own events and draws numbered 1, 2, 3...
-- in the order they are scheduled. The ids come from one sequence per table shared by every game of
-- the family, so a game's own ids skip (Race 135, 148, 161); they stay the ids of the API, the bets
-- and /fairness. The scheduler gives the next numbers in the transaction that writes the rows, on its
-- game's elected loop; the unique key refuses a number given twice. Existing rows are numbered in
-- start order, and races already named by their id take their number.
alter table sports_events add column number integer;
update sports_events e set number = n.number
  from (select id, row_number() over (partition by game order by starts_at, id)::int as number from sports_events) n
 where e.id = n.id;
update sports_events set name = 'Race ' || number where season is null and name = 'Race ' || id;
alter table sports_events alter column number set not null,
  add constraint sports_events_game_number unique (game, number),
  add constraint sports_events_number_positive check (number > 0);

alter table number_draws add column number integer;
update number_draws d set number = n.number
  from (select id, row_number() over (partition by game order by draws_at, id)::int as number from number_draws) n
 where d.id = n.id;
alter table number_draws alter column number set not null,
  add constraint number_draws_game_number unique (game, number),
  add constraint number_draws_number_positive check (number > 0);

-- A number, once given, is the event's for good, as the rest of what names it.
drop trigger sports_events_kept on sports_events;
create trigger sports_events_kept before update of id, game, chain_id, chain_index, link, model, season, matchday, number or delete on sports_events
  for each row execute function refuse_removing_referenced_row();
drop trigger number_draws_kept on number_draws;
create trigger number_draws_kept before update of id, game, chain_id, chain_index, link, draws_at, number or delete on number_draws
  for each row execute function refuse_removing_referenced_row();

-- Down Migration
drop trigger number_draws_kept on number_draws;
create trigger number_draws_kept before update of id, game, chain_id, chain_index, link, draws_at or delete on number_draws
  for each row execute function refuse_removing_referenced_row();
drop trigger sports_events_kept on sports_events;
create trigger sports_events_kept before update of id, game, chain_id, chain_index, link, model, season, matchday or delete on sports_events
  for each row execute function refuse_removing_referenced_row();
alter table number_draws drop column number;
update sports_events set name = 'Race ' || id where season is null and name = 'Race ' || number;
alter table sports_events drop column number;
