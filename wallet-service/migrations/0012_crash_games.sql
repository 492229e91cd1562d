-- Up Migration
-- The crash games (Jet Crash, Danfo Crash, Fire Crash, Bank Heist, Ball Joggle): one shared round
-- for every player, its crash point fixed by a hash chain before bets open; stakes held as open bets
-- until cash-out or crash. See src/games/crash/README.md.

-- Stakes of bets not settled yet: credited when a bet is placed, emptied when it is cashed out, lost
-- or cancelled. Append-only like every house account (its balance is the sum of its postings).
insert into ledger_accounts (code, kind) values ('house:bets_in_play', 'house');

update games set playable = true where sub_type = 'crash';

-- One hash chain per game at a time (bustabit's scheme, packages/fairness/src/crash.ts): link[0] is
-- the secret seed, link[k + 1] = SHA-256(link[k]), the commitment link[length] is public before the
-- chain's first round, and round r of the chain plays link[length - r].
create table crash_chains (
  id bigserial primary key,
  game text not null references games(slug),
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  commitment text not null unique check (commitment ~ '^[0-9a-f]{64}$'),
  length integer not null check (length > 0),
  -- The chain index r of the next round; length + 1 once every link is played.
  next_index integer not null default 1,
  created_at timestamptz not null default now(),
  check (next_index between 1 and length + 1)
);
create index crash_chains_game on crash_chains (game, id desc);

-- Rounds carry everything a cash-out is judged by (start, crash point, growth), so any process can
-- judge one from the row alone, and what a player needs to verify the round afterwards. The link
-- (hash) stays secret until the round has crashed: every public answer hides it before.
create table crash_rounds (
  id bigserial primary key,
  game text not null,
  chain_id bigint not null references crash_chains(id),
  chain_index integer not null check (chain_index > 0),
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  -- bigint: a link near the top of the range decides a crash point past 2^31 hundredths.
  crash_x100 bigint not null check (crash_x100 >= 100),
  rtp_basis_points integer not null check (rtp_basis_points between 1 and 10000),
  growth_per_ms double precision not null check (growth_per_ms > 0),
  -- The largest sum of wins the round may pay; cap_x100 is the multiplier at which it is reached
  -- with the bets still in (null: no bets, no cap). The runner only ever raises it.
  max_round_payout_kobo bigint not null check (max_round_payout_kobo > 0),
  cap_x100 integer check (cap_x100 >= 100),
  phase text not null check (phase in ('betting', 'flying', 'crashed')),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  crashed_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  unique (chain_id, chain_index),
  check ((phase = 'betting') = (started_at is null)),
  check ((phase = 'crashed') = (crashed_at is not null)),
  check (settled_at is null or phase = 'crashed')
);
create index crash_rounds_game on crash_rounds (game, id desc);
create index crash_rounds_crashed on crash_rounds (game, id desc) where phase = 'crashed';

-- A bet of one player in one round (two at most: slots 0 and 1). auto_x100 is the effective auto
-- cash-out: the smaller of the player's target and the max win per bet over the stake (auto_reason
-- says which). A bet is settled exactly once: every settlement is a conditional update from 'open'
-- in the same statement as its journal entry.
-- No foreign keys to users or rounds: every bet names its player and round, and those rows are
-- kept for good (0011's users_kept, rounds_kept below), so a statement trigger checks the names
-- once without locking the hot round row and wallets' users (see 0010, 0011).
create table crash_bets (
  id bigserial primary key,
  round_id bigint not null,
  user_id bigint not null,
  slot smallint not null check (slot in (0, 1)),
  stake_kobo bigint not null check (stake_kobo > 0),
  auto_x100 integer check (auto_x100 >= 101),
  -- The player's own auto cash-out, as shown to players (null: none asked).
  target_x100 integer check (target_x100 >= 101),
  auto_reason text check (auto_reason in ('auto', 'max-win')),
  status text not null default 'open' check (status in ('open', 'cashed-out', 'lost', 'void')),
  cashed_x100 integer,
  payout_kobo bigint not null default 0 check (payout_kobo >= 0),
  reason text check (reason in ('player', 'auto', 'max-win', 'round-cap')),
  -- `crash-bet:<game>:<user id>:<client key>` and the fingerprint of the request it placed.
  idempotency_key text not null unique,
  request_hash text not null,
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((auto_x100 is null) = (auto_reason is null)),
  check ((status = 'cashed-out') = (cashed_x100 is not null and reason is not null)),
  check ((status = 'open') = (settled_at is null))
);
-- A cancelled bet frees its slot.
create unique index crash_bets_slot on crash_bets (round_id, user_id, slot) where status <> 'void';
create index crash_bets_open on crash_bets (round_id, auto_x100) where status = 'open';
create index crash_bets_round on crash_bets (round_id, id);
create index crash_bets_user on crash_bets (user_id, id desc);

create trigger crash_rounds_kept before update of id, game, chain_id, chain_index, hash, crash_x100 or delete on crash_rounds
  for each row execute function refuse_removing_referenced_row();
create trigger crash_rounds_no_truncate before truncate on crash_rounds
  for each statement execute function refuse_removing_referenced_row();
create trigger crash_bets_kept before update of id, round_id, user_id, slot, stake_kobo or delete on crash_bets
  for each row execute function refuse_removing_referenced_row();
create trigger crash_bets_no_truncate before truncate on crash_bets
  for each statement execute function refuse_removing_referenced_row();

-- Scalar subqueries: one index lookup per row whatever the tables' size was when the plan was cached.
create function crash_check_bet_names() returns trigger language plpgsql as $$
declare
  dangling bigint;
begin
  select b.id into dangling
    from new_bets b
   where (select u.id from users u where u.id = b.user_id) is null
      or (select r.id from crash_rounds r where r.id = b.round_id) is null
   limit 1;
  if dangling is not null then
    raise exception 'crash bet % names no existing player or round', dangling using errcode = 'P0108';
  end if;
  return null;
end $$;
create trigger crash_bets_check_names after insert on crash_bets
  referencing new table as new_bets
  for each statement execute function crash_check_bet_names();

-- Down Migration
drop trigger crash_bets_check_names on crash_bets;
drop function crash_check_bet_names();
drop table crash_bets;
drop table crash_rounds;
drop table crash_chains;
update games set playable = false where sub_type = 'crash';
