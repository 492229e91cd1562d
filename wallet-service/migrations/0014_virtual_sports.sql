-- Up Migration
-- Virtual sports (Virtual Football, Dog Race, Horse Race, Bike Race, Car Race): scheduled events with
-- one result each, priced from a model and drawn from a hash chain committed before the first event.
-- See src/games/virtual-sports/README.md and docs/decisions/012-scheduled-events.md.

-- One hash chain per game at a time, exactly as crash_chains (0012): link[0] is the secret seed,
-- link[k + 1] = SHA-256(link[k]), the commitment link[length] is public before the chain's first
-- event, and event k of the chain plays link[length - k].
create table sports_chains (
  id bigserial primary key,
  game text not null references games(slug),
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  commitment text not null unique check (commitment ~ '^[0-9a-f]{64}$'),
  length integer not null check (length > 0),
  -- The chain index of the next event; length + 1 once every link is played.
  next_index integer not null default 1,
  created_at timestamptz not null default now(),
  check (next_index between 1 and length + 1)
);
create index sports_chains_game on sports_chains (game, id desc);

-- An event carries everything its bets are priced, closed and settled by, and what verifies it.
-- `link` stays secret until the event has finished (every public answer hides it before); `result`
-- is drawn from it when the event goes live and is public from then on (the animation plays it).
create table sports_events (
  id bigserial primary key,
  game text not null references games(slug),
  chain_id bigint not null references sports_chains(id),
  chain_index integer not null check (chain_index > 0),
  link text not null check (link ~ '^[0-9a-f]{64}$'),
  -- Football only: the season and matchday of the fixture.
  season integer check (season > 0),
  matchday integer check (matchday > 0),
  name text not null check (name <> ''),
  -- Football: {home: {name, short, ...}, away: {...}}; races: {runners: [{number, name, colour, form}]}.
  participants jsonb not null,
  -- FootballModel or RaceModel of @9ja/virtual-sports: exactly what pricing and the draw use.
  model jsonb not null,
  -- { [selection code]: odds x 100 } for every selection offered, and { [market]: basis points } they were priced at.
  odds jsonb not null,
  rtp jsonb not null,
  -- Bets are accepted while now < betting_closes_at; 'open' covers the closed gap before the start.
  betting_closes_at timestamptz not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null check (status in ('open', 'live', 'finished', 'void')),
  result jsonb,
  -- When the event reached its final state (finished, or void), and when its bets were settled.
  finished_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  unique (chain_id, chain_index),
  check ((season is null) = (matchday is null)),
  check (betting_closes_at <= starts_at and starts_at <= ends_at),
  check ((status in ('live', 'finished')) <= (result is not null)),
  check ((status in ('finished', 'void')) = (finished_at is not null)),
  check (settled_at is null or status in ('finished', 'void'))
);
-- The events page: a game's open and live events by start.
create index sports_events_upcoming on sports_events (game, starts_at) where status in ('open', 'live');
-- Results: a game's finished and void events, newest first.
create index sports_events_done on sports_events (game, starts_at desc) where status in ('finished', 'void');
-- The runner's resumption: events whose bets are not settled yet.
create index sports_events_unsettled on sports_events (game, id) where settled_at is null and status in ('finished', 'void');
-- The league table and fixtures: a season's matchdays.
create index sports_events_matchday on sports_events (game, season, matchday) where season is not null;

-- Bets name events by id (0015), so events are kept, and what decides them never changes.
create trigger sports_events_kept before update of id, game, chain_id, chain_index, link, model, season, matchday or delete on sports_events
  for each row execute function refuse_removing_referenced_row();
create trigger sports_events_no_truncate before truncate on sports_events
  for each statement execute function refuse_removing_referenced_row();

-- A result, once drawn, is final, and so is a finished or void event.
create function sports_events_check_transition() returns trigger language plpgsql as $$
begin
  if old.result is not null and new.result is distinct from old.result then
    raise exception 'the result of sports event % is final', old.id using errcode = 'P0109';
  end if;
  if old.status in ('finished', 'void') and new.status <> old.status then
    raise exception 'sports event % is % for good', old.id, old.status using errcode = 'P0109';
  end if;
  return new;
end $$;
create trigger sports_events_transition before update of status, result on sports_events
  for each row execute function sports_events_check_transition();

-- Down Migration
drop trigger sports_events_transition on sports_events;
drop function sports_events_check_transition();
drop table sports_events;
drop table sports_chains;
