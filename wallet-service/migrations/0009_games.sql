-- Up Migration
-- The game catalog, provably fair seeds, settled rounds, launch tokens and Spin It free spins.

-- Reference data: every game of the product. Only playable games are listed in the lobby; the
-- others are known so their ids stay stable when they are built.
create table games (
  id integer primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
  title text not null,
  thumbnail text not null,
  type text not null,
  sub_type text not null,
  -- Which provider answers a launch: our own game pages, or an external sportsbook.
  provider text not null check (provider in ('in-house', 'sportsbook')),
  playable boolean not null default false,
  sort_order integer not null
);

insert into games (id, slug, title, thumbnail, type, sub_type, provider, playable, sort_order) values
  (20101, 'jet-crash', 'Jet Crash', '/games/jet-crash.svg', 'virtual', 'crash', 'in-house', false, 10),
  (20102, 'danfo-crash', 'Danfo Crash', '/games/danfo-crash.svg', 'virtual', 'crash', 'in-house', false, 11),
  (20103, 'fire-crash', 'Fire Crash', '/games/fire-crash.svg', 'virtual', 'crash', 'in-house', false, 12),
  (20104, 'bank-heist', 'Bank Heist', '/games/bank-heist.svg', 'virtual', 'crash', 'in-house', false, 13),
  (20105, 'ball-joggle', 'Ball Joggle', '/games/ball-joggle.svg', 'virtual', 'crash', 'in-house', false, 14),
  (20201, 'virtual-football', 'Virtual Football', '/games/virtual-football.svg', 'virtual', 'sports', 'in-house', false, 20),
  (20202, 'dog-race', 'Dog Race', '/games/dog-race.svg', 'virtual', 'sports', 'in-house', false, 21),
  (20203, 'horse-race', 'Horse Race', '/games/horse-race.svg', 'virtual', 'sports', 'in-house', false, 22),
  (20204, 'bike-race', 'Bike Race', '/games/bike-race.svg', 'virtual', 'sports', 'in-house', false, 23),
  (20205, 'car-race', 'Car Race', '/games/car-race.svg', 'virtual', 'sports', 'in-house', false, 24),
  (20301, 'perfect-guess', 'Perfect Guess', '/games/perfect-guess.svg', 'virtual', 'number', 'in-house', false, 30),
  (20302, 'millionaire-kendo', 'Millionaire Kendo', '/games/millionaire-kendo.svg', 'virtual', 'number', 'in-house', false, 31),
  (20303, 'jackpot-game', 'Jackpot Game', '/games/jackpot-game.svg', 'virtual', 'number', 'in-house', false, 32),
  (20304, 'one-sure', '1 Sure', '/games/one-sure.svg', 'virtual', 'number', 'in-house', false, 33),
  (20401, 'spin-it', 'Spin It', '/games/spin-it.svg', 'spin', 'wheel', 'in-house', true, 1),
  (20402, 'spin2win-royale', 'Spin 2 Win Royale', '/games/spin2win-royale.svg', 'spin', 'roulette', 'in-house', true, 2),
  -- The spec's fixed sports launcher id; answered by the external sportsbook when one is configured.
  (10105, 'sports-betting', 'Sports Betting', '/games/sports-betting.svg', 'sports', 'sportsbook', 'sportsbook', false, 90);

-- Provably fair seeds: one active seed per player. The server seed stays secret until the
-- player rotates it; its SHA-256 is shown before any round uses it.
create table fairness_seeds (
  id bigserial primary key,
  user_id bigint not null references users(id),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  next_nonce bigint not null default 0,
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);
create unique index fairness_seeds_one_active on fairness_seeds (user_id) where revealed_at is null;
create index fairness_seeds_user on fairness_seeds (user_id, id desc);

-- Every settled round, with what a player needs to recompute it. The idempotency key is the same
-- scoped key its journal entry carries, so a retried request finds its round.
create table game_rounds (
  id bigserial primary key,
  user_id bigint not null references users(id),
  game text not null,
  seed_id bigint not null references fairness_seeds(id),
  server_seed_hash text not null,
  client_seed text not null,
  nonce bigint not null,
  inputs jsonb not null,
  outcome jsonb not null,
  stake_kobo bigint not null check (stake_kobo >= 0),
  payout_kobo bigint not null check (payout_kobo >= 0),
  free_spin boolean not null default false,
  idempotency_key text not null unique,
  created_at timestamptz not null default now(),
  unique (seed_id, nonce)
);
create index game_rounds_user on game_rounds (user_id, id desc);

-- One-time, short-lived tokens carried by launcher URLs; stored hashed like sessions.
create table game_launch_tokens (
  token_hash bytea primary key,
  user_id bigint not null references users(id),
  game_id integer not null references games(id),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Spin It 'spin-again' segments grant a free spin of the same stake; held here until the next spin.
create table spin_it_free_spins (
  id bigserial primary key,
  user_id bigint not null references users(id),
  stake_kobo bigint not null check (stake_kobo > 0),
  granted_by_round bigint not null references game_rounds(id),
  created_at timestamptz not null default now()
);
create index spin_it_free_spins_user on spin_it_free_spins (user_id, id);

-- Down Migration
drop table spin_it_free_spins;
drop table game_launch_tokens;
drop table game_rounds;
drop table fairness_seeds;
drop table games;
