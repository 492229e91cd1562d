-- Up Migration
-- The number games' bets (1 Sure, Perfect Guess, Millionaire Kendo, Jackpot Game) on number_draws
-- (0017), and the Jackpot Game's pool. See src/games/numbers/bets/README.md.

-- A bet: one ticket (a selection of the slip) on one draw. Kinds with lines (Perm, Against, Banker)
-- stake per line: stake_kobo = stake_per_line_kobo x lines. `code` is its public id (Check Bet): the
-- alphabet of sports_bets, unique across both tables (the triggers below), so one Check Bet answers
-- for either. Its id comes from sports_bets' sequence, so the two tables' ids order every bet of a
-- player by placement (My Bets pages both by id).
-- The stake sits in house:bets_in_play until the bet is settled, exactly once, by a conditional
-- update from 'open' in the same statement as its journal entry (`number-bet|win|loss|void:<id>`).
-- max_payout_kobo is the most the ticket can win at its stake (the draw's liability counts it; for
-- a jackpot ticket its fixed prizes: the pool is paid from its own account). jackpot_in_kobo is the
-- share of the stake the Jackpot Game's pool receives when the draw is settled; jackpot_won_kobo the
-- part of the payout that came from the pool. payout_kobo is what the wallet got back: the win, the
-- refunded stake of a void bet, 0 for a loss.
-- One request (one idempotency key) places all its bets or none, as sports_bets (slip_index).
-- Written once and settled once; no index covers what settlement changes (fillfactor: HOT updates).
create table number_bets (
  id bigint primary key default nextval('sports_bets_id_seq'),
  code text not null unique check (code ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$'),
  user_id bigint not null,
  draw_id bigint not null,
  game text not null,
  kind text not null check (kind ~ '^[a-z]+(-[a-z0-9]+)*$'),
  picks smallint[] not null check (cardinality(picks) between 1 and 90),
  against smallint[] check (cardinality(against) between 1 and 90),
  lines integer not null check (lines > 0),
  stake_per_line_kobo bigint not null check (stake_per_line_kobo > 0),
  stake_kobo bigint not null,
  max_payout_kobo bigint not null check (max_payout_kobo > 0),
  jackpot_in_kobo bigint not null default 0,
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'void')),
  winning_lines integer check (winning_lines between 0 and lines),
  payout_kobo bigint not null default 0 check (payout_kobo >= 0),
  jackpot_won_kobo bigint not null default 0 check (jackpot_won_kobo between 0 and payout_kobo),
  -- `number-bet:<user id>:<client key>` and the fingerprint of the request that placed it.
  idempotency_key text not null,
  slip_index smallint not null check (slip_index >= 0),
  request_hash text not null,
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (idempotency_key, slip_index),
  check (stake_kobo = stake_per_line_kobo * lines),
  check (jackpot_in_kobo between 0 and stake_kobo),
  check ((status = 'open') = (settled_at is null)),
  check ((status in ('won', 'lost')) = (winning_lines is not null)),
  check (status <> 'lost' or payout_kobo = 0),
  check (status <> 'won' or payout_kobo > 0),
  check (status <> 'void' or (payout_kobo = stake_kobo and jackpot_won_kobo = 0)),
  check (status = 'void' or payout_kobo - jackpot_won_kobo <= max_payout_kobo)
) with (fillfactor = 85);
-- Settlement reads a draw's bets in id order; My Bets a player's, newest first.
create index number_bets_draw on number_bets (draw_id, id);
create index number_bets_user on number_bets (user_id, id desc);

create trigger number_bets_kept before update of id, code, user_id, draw_id, game, kind, picks, against, lines, stake_per_line_kobo, stake_kobo, max_payout_kobo, jackpot_in_kobo, idempotency_key, slip_index or delete on number_bets
  for each row execute function refuse_removing_referenced_row();
create trigger number_bets_no_truncate before truncate on number_bets
  for each statement execute function refuse_removing_referenced_row();
create trigger number_bets_settled_once before update of status, winning_lines, payout_kobo, jackpot_won_kobo, settled_at on number_bets
  for each row when (old.status <> 'open') execute function sports_refuse_resettling();

-- Scalar subqueries: one index lookup per row whatever the tables' size was when the plan was cached.
-- A code the other table holds is refused as its own unique key would be (23505 naming the key), so
-- each placement draws fresh codes and tries again, as on a clash within its own table.
create function number_check_bet_names() returns trigger language plpgsql as $$
declare
  dangling bigint;
  taken text;
begin
  select b.id into dangling
    from new_bets b
   where (select u.id from users u where u.id = b.user_id) is null
      or (select d.id from number_draws d where d.id = b.draw_id and d.game = b.game) is null
   limit 1;
  if dangling is not null then
    raise exception 'number bet % names no existing player or draw of its game', dangling using errcode = 'P0111';
  end if;
  select b.code into taken from new_bets b where (select s.id from sports_bets s where s.code = b.code) is not null limit 1;
  if taken is not null then
    raise exception 'bet code % is taken by a sports bet', taken using errcode = '23505', constraint = 'number_bets_code_key';
  end if;
  return null;
end $$;
create trigger number_bets_check_names after insert on number_bets
  referencing new table as new_bets
  for each statement execute function number_check_bet_names();

create function sports_check_code_free() returns trigger language plpgsql as $$
declare
  taken text;
begin
  select b.code into taken from new_bets b where (select n.id from number_bets n where n.code = b.code) is not null limit 1;
  if taken is not null then
    raise exception 'bet code % is taken by a number bet', taken using errcode = '23505', constraint = 'sports_bets_code_key';
  end if;
  return null;
end $$;
create trigger sports_bets_code_free after insert on sports_bets
  referencing new table as new_bets
  for each statement execute function sports_check_code_free();

-- What a draw's bets add up to, kept by the placement statement under the draw's row lock beside
-- liability_kobo, staked_kobo and bet_count (0017): the stakes' share owed to the Jackpot Game's
-- pool, moved into it when the draw is settled (the live pool counts it before).
alter table number_draws add column jackpot_in_kobo bigint not null default 0 check (jackpot_in_kobo >= 0);

-- The Jackpot Game's pool: its balance is exactly the stakes' shares moved in, plus the house's
-- seeds (top-ups to the floor), minus the jackpots paid. Append-only like every house account.
insert into ledger_accounts (code, kind) values ('house:jackpot:jackpot-game', 'house');

-- A Jackpot Game draw's jackpot, fixed once when its settlement begins, in the transaction that moves
-- the draw's stakes' shares into the pool and tops the pool up to the floor: the pool it pays, the
-- number of lines that matched every number and each one's share (the rest stays in the pool). The
-- bets are then paid from it, whoever resumes the settlement.
create table number_jackpots (
  draw_id bigint primary key,
  game text not null,
  contributions_kobo bigint not null check (contributions_kobo >= 0),
  seed_kobo bigint not null check (seed_kobo >= 0),
  pool_kobo bigint not null check (pool_kobo >= 0),
  winning_lines integer not null check (winning_lines >= 0),
  share_kobo bigint not null check (share_kobo >= 0),
  created_at timestamptz not null default now(),
  check (share_kobo * winning_lines <= pool_kobo)
);
create trigger number_jackpots_kept before update or delete on number_jackpots
  for each row execute function refuse_removing_referenced_row();

-- Down Migration
drop trigger number_jackpots_kept on number_jackpots;
drop table number_jackpots;
alter table number_draws drop column jackpot_in_kobo;
drop trigger sports_bets_code_free on sports_bets;
drop function sports_check_code_free();
drop trigger number_bets_check_names on number_bets;
drop function number_check_bet_names();
drop table number_bets;
