-- Up Migration
-- The virtual sports' bets (singles and multiples on sports_events, 0014), booking codes, and the
-- per-address request windows of public endpoints. See src/games/virtual-sports/bets/README.md.

-- Bets and legs are written once and updated once (settled); no index covers what settlement
-- changes, so room left in each page (fillfactor) lets that update stay in the page without touching
-- any index (a HOT update): 10,000 bets of an event are settled in a few statements.
-- A bet: a single (one leg) or a multiple (one leg per event). `code` is its public id (Check Bet),
-- random so bets cannot be guessed or counted. The stake sits in house:bets_in_play until the bet is
-- settled, exactly once, by a conditional update from 'open' in the same statement as its journal
-- entry (`sports-bet|win|loss|void:<id>`).
-- total_odds is the exact product of the legs' odds at placement; potential_win_kobo is the stake
-- times it, capped at the max payout in force then. payout_kobo is what the wallet got back: the win,
-- the refunded stake of a void bet, 0 for a loss.
-- One request (one idempotency key) places all its bets or none: slip_index numbers them (a slip of
-- singles is one bet per selection), and the request's first bet (slip_index 0) is written first, so
-- the unique key admits one request per key and its other bets follow only when that one is written.
-- No foreign keys: bets and legs name players and events that are kept for good (0011's users_kept,
-- 0014's sports_events_kept), so a statement trigger checks the names once, without locking the hot
-- event rows (decision 005).
create table sports_bets (
  id bigserial primary key,
  code text not null unique check (code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$'),
  user_id bigint not null,
  kind text not null check (kind in ('single', 'multiple')),
  stake_kobo bigint not null check (stake_kobo > 0),
  total_odds numeric not null check (total_odds >= 1),
  potential_win_kobo bigint not null check (potential_win_kobo > 0),
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void')),
  payout_kobo bigint not null default 0 check (payout_kobo >= 0 and payout_kobo <= greatest(potential_win_kobo, stake_kobo)),
  -- `sports-bet:<user id>:<client key>` and the fingerprint of the request that placed it.
  idempotency_key text not null,
  slip_index smallint not null check (slip_index >= 0),
  request_hash text not null,
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (idempotency_key, slip_index),
  check ((status = 'open') = (settled_at is null)),
  check (status <> 'lost' or payout_kobo = 0),
  check (status <> 'void' or payout_kobo = stake_kobo)
) with (fillfactor = 85);
-- My Bets: a player's bets, newest first.
create index sports_bets_user on sports_bets (user_id, id desc);

-- A selection of a bet, with the odds it was taken at. A leg is settled once from its event's result
-- (won or lost) or by the event's cancellation (void); the bet is settled once all its legs are.
create table sports_bet_legs (
  bet_id bigint not null,
  leg_index smallint not null check (leg_index >= 0),
  event_id bigint not null,
  -- The selection code of @9ja/virtual-sports ('1x2:1', 'cs:2-1', 'fc:3-5', ...).
  code text not null check (code <> ''),
  odds_x100 integer not null check (odds_x100 >= 101),
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void')),
  settled_at timestamptz,
  primary key (bet_id, leg_index),
  check ((status = 'open') = (settled_at is null))
) with (fillfactor = 85);
-- Settlement: an event's legs, and through them its bets.
create index sports_bet_legs_event on sports_bet_legs (event_id, bet_id);

-- The product of a bet's odds, exactly (numeric multiplication keeps every decimal).
create aggregate sports_odds_product(numeric) (sfunc = numeric_mul, stype = numeric, initcond = '1');

create trigger sports_bets_kept before update of id, code, user_id, kind, stake_kobo, total_odds, potential_win_kobo, idempotency_key, slip_index or delete on sports_bets
  for each row execute function refuse_removing_referenced_row();
create trigger sports_bets_no_truncate before truncate on sports_bets
  for each statement execute function refuse_removing_referenced_row();
create trigger sports_bet_legs_kept before update of bet_id, leg_index, event_id, code, odds_x100 or delete on sports_bet_legs
  for each row execute function refuse_removing_referenced_row();
create trigger sports_bet_legs_no_truncate before truncate on sports_bet_legs
  for each statement execute function refuse_removing_referenced_row();

-- A settled bet or leg stays as it was settled.
create function sports_refuse_resettling() returns trigger language plpgsql as $$
begin
  raise exception '% row is settled for good (%)', tg_table_name, old.status using errcode = 'P0110';
end $$;
create trigger sports_bets_settled_once before update of status, payout_kobo, settled_at on sports_bets
  for each row when (old.status <> 'open') execute function sports_refuse_resettling();
create trigger sports_bet_legs_settled_once before update of status, settled_at on sports_bet_legs
  for each row when (old.status <> 'open') execute function sports_refuse_resettling();

-- Scalar subqueries: one index lookup per row whatever the tables' size was when the plan was cached.
create function sports_check_bet_names() returns trigger language plpgsql as $$
declare
  dangling bigint;
begin
  select b.id into dangling from new_bets b where (select u.id from users u where u.id = b.user_id) is null limit 1;
  if dangling is not null then
    raise exception 'sports bet % names no existing player', dangling using errcode = 'P0111';
  end if;
  return null;
end $$;
create trigger sports_bets_check_names after insert on sports_bets
  referencing new table as new_bets
  for each statement execute function sports_check_bet_names();

create function sports_check_leg_names() returns trigger language plpgsql as $$
declare
  dangling bigint;
begin
  select l.bet_id into dangling
    from new_legs l
   where (select b.id from sports_bets b where b.id = l.bet_id) is null
      or (select e.id from sports_events e where e.id = l.event_id) is null
   limit 1;
  if dangling is not null then
    raise exception 'a leg of sports bet % names no existing bet or event', dangling using errcode = 'P0111';
  end if;
  return null;
end $$;
create trigger sports_bet_legs_check_names after insert on sports_bet_legs
  referencing new table as new_legs
  for each statement execute function sports_check_leg_names();

-- A booking code: a slip's selections saved to share (8 characters of an unambiguous alphabet).
-- Loading it answers the selections still open, at their current odds.
create table sports_booking_codes (
  code text primary key check (code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  selections text[] not null check (cardinality(selections) > 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at)
);

-- Requests per client address per window, for public endpoints that anyone may call (Check Bet,
-- booking codes): one row per key, reset when its window has passed, shared by every process.
create table request_windows (
  window_key text primary key,
  started_at timestamptz not null,
  hits integer not null check (hits > 0)
);

-- Down Migration
drop table request_windows;
drop table sports_booking_codes;
drop trigger sports_bet_legs_check_names on sports_bet_legs;
drop function sports_check_leg_names();
drop trigger sports_bets_check_names on sports_bets;
drop function sports_check_bet_names();
drop table sports_bet_legs;
drop table sports_bets;
drop function sports_refuse_resettling();
drop aggregate sports_odds_product(numeric);
