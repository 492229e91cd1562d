-- Up Migration
-- The number games (1 Sure, Perfect Guess, Millionaire Kendo, Jackpot Game): a draw of numbers at
-- known instants for everyone, each draw's numbers from a hash chain committed before its first
-- draw. The scheduled-event family of the virtual sports (0014, docs/decisions/012-scheduled-events.md);
-- see src/games/numbers/README.md.

-- One hash chain per game at a time, exactly as sports_chains (0014): link[0] is the secret seed,
-- link[k + 1] = SHA-256(link[k]), the commitment link[length] is public before the chain's first
-- draw, and draw k of the chain plays link[length - k].
create table number_chains (
  id bigserial primary key,
  game text not null references games(slug),
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  commitment text not null unique check (commitment ~ '^[0-9a-f]{64}$'),
  length integer not null check (length > 0),
  -- The chain index of the next draw; length + 1 once every link is played.
  next_index integer not null default 1,
  created_at timestamptz not null default now(),
  check (next_index between 1 and length + 1)
);
create index number_chains_game on number_chains (game, id desc);

-- A draw carries what its bets are closed and settled by, and what verifies it. `link` stays secret
-- until the draw has finished (every public answer hides it before); `drawn` (the numbers in draw
-- order) is drawn from it at draws_at and is public from then on (the animation plays it), final at
-- ends_at, when the draw's bets settle.
-- The bets' placement keeps the draw's totals under the row's lock (0018): liability_kobo, the sum of
-- the most each bet can win (the draw's cap is on it); staked_kobo and bet_count. A game drawing one
-- number (1 Sure) keeps its liability per number instead (liability_by_number, one entry per ball,
-- all zero when the draw is scheduled): its cap is on the worst number, exactly.
create table number_draws (
  id bigserial primary key,
  game text not null references games(slug),
  chain_id bigint not null references number_chains(id),
  chain_index integer not null check (chain_index > 0),
  link text not null check (link ~ '^[0-9a-f]{64}$'),
  -- Bets are accepted while now < betting_closes_at; 'open' covers the closed gap before the draw.
  betting_closes_at timestamptz not null,
  draws_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null check (status in ('open', 'drawing', 'finished', 'void')),
  drawn smallint[],
  -- When the draw reached its final state (finished, or void), and when its bets were settled.
  finished_at timestamptz,
  settled_at timestamptz,
  liability_kobo bigint not null default 0 check (liability_kobo >= 0),
  staked_kobo bigint not null default 0 check (staked_kobo >= 0),
  bet_count integer not null default 0 check (bet_count >= 0),
  liability_by_number bigint[] check (0 <= all (liability_by_number)),
  created_at timestamptz not null default now(),
  unique (chain_id, chain_index),
  check (betting_closes_at <= draws_at and draws_at <= ends_at),
  check ((status in ('drawing', 'finished')) <= (drawn is not null)),
  check (drawn is null or (cardinality(drawn) > 0 and 1 <= all (drawn))),
  check ((status in ('finished', 'void')) = (finished_at is not null)),
  check (settled_at is null or status in ('finished', 'void'))
);
-- The game's page: its open and drawing draws by time.
create index number_draws_upcoming on number_draws (game, draws_at) where status in ('open', 'drawing');
-- Results and hot and cold numbers: a game's finished and void draws, newest first.
create index number_draws_done on number_draws (game, draws_at desc) where status in ('finished', 'void');
-- The runner's resumption: draws whose bets are not settled yet.
create index number_draws_unsettled on number_draws (game, id) where settled_at is null and status in ('finished', 'void');

-- Bets name draws by id (0018), so draws are kept, and what decides them never changes.
create trigger number_draws_kept before update of id, game, chain_id, chain_index, link, draws_at or delete on number_draws
  for each row execute function refuse_removing_referenced_row();
create trigger number_draws_no_truncate before truncate on number_draws
  for each statement execute function refuse_removing_referenced_row();
create trigger number_chains_kept before update of id, game, seed, commitment, length or delete on number_chains
  for each row execute function refuse_removing_referenced_row();

-- Numbers, once drawn, are final, and so is a finished or void draw.
create function number_draws_check_transition() returns trigger language plpgsql as $$
begin
  if old.drawn is not null and new.drawn is distinct from old.drawn then
    raise exception 'the numbers of draw % are final', old.id using errcode = 'P0109';
  end if;
  if old.status in ('finished', 'void') and new.status <> old.status then
    raise exception 'draw % is % for good', old.id, old.status using errcode = 'P0109';
  end if;
  return new;
end $$;
create trigger number_draws_transition before update of status, drawn on number_draws
  for each row execute function number_draws_check_transition();

-- Down Migration
drop trigger number_draws_transition on number_draws;
drop function number_draws_check_transition();
drop table number_draws;
drop table number_chains;
