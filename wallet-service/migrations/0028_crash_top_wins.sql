-- Up Migration
-- A crash game's top wins of the day and the month (src/games/crash/top-wins.ts): its rounds of a
-- stretch of time by their start, then each round's cash-outs with what the list shows, read from
-- the index alone. Bets are indexed here only once cashed out, the one update of a winning bet.
create index crash_rounds_started on crash_rounds (game, started_at) where started_at is not null;
create index crash_bets_cashed_out on crash_bets (round_id) include (payout_kobo, settled_at) where status = 'cashed-out';

-- Down Migration
drop index crash_bets_cashed_out;
drop index crash_rounds_started;
