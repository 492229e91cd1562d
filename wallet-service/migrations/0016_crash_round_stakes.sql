-- Up Migration
-- A crash round must be able to pay every stake in it at the lowest cash-out: its payout cap starts
-- where the wins reach max_round_payout_kobo, and with more than max / 1.01 of stakes in that point
-- is below 1.01x, so the cap could only give the stakes back (or, floored at 1.00x, pay more than the
-- maximum). staked_kobo is the sum of the round's stakes not cancelled, kept by the bet and cancel
-- statements under the round's row lock, so every bet statement, in any process, sees the stakes
-- the others committed and refuses a bet past the limit (src/games/crash/store.ts PLACE_BETS_SQL).
-- bet_count is the number of those bets and bets_version counts the statements that changed the two,
-- so the live events can carry the round's exact totals and a viewer keeps the newest it has seen
-- whatever order they arrive in (packages/live crash-reducer.ts).
-- Numbered 0016: 0014 and 0015 belong to the virtual sports.

alter table crash_rounds
  add column staked_kobo bigint not null default 0 check (staked_kobo >= 0),
  add column bet_count integer not null default 0 check (bet_count >= 0),
  add column bets_version integer not null default 0 check (bets_version >= 0);
update crash_rounds r set staked_kobo = s.total, bet_count = s.count, bets_version = s.count
  from (select round_id, sum(stake_kobo) as total, count(*) as count from crash_bets where status <> 'void' group by round_id) s
 where r.id = s.round_id;
-- The limit while bets are taken (stakes x 1.01 <= the round's largest payout, in whole kobo); a
-- round past betting keeps the stakes it closed with.
alter table crash_rounds add constraint crash_rounds_stakes_payable
  check (phase <> 'betting' or staked_kobo <= max_round_payout_kobo * 100 / 101);

-- Down Migration
alter table crash_rounds drop constraint crash_rounds_stakes_payable;
alter table crash_rounds drop column staked_kobo, drop column bet_count, drop column bets_version;
