-- Up Migration
-- Free rounds belong to the instant-round path of every game, not to Spin It: a round may grant the
-- player a free round of its own game (Spin It's 'spin-again' segments do), held here until the
-- player's next round of that game spends it. Every free spin already held is kept, as a free
-- round of Spin It, and a round played free says so in `free_round`.
-- `game` is the game's slug as game_rounds.game holds it, checked by no foreign key: the games
-- rows are reference data written at start-up, and a key would share-lock one of them on every grant.

alter table spin_it_free_spins rename to free_rounds;
alter sequence spin_it_free_spins_id_seq rename to free_rounds_id_seq;
alter table free_rounds rename constraint spin_it_free_spins_pkey to free_rounds_pkey;
alter table free_rounds rename constraint spin_it_free_spins_stake_kobo_check to free_rounds_stake_kobo_check;
alter table free_rounds rename constraint spin_it_free_spins_user_id_fkey to free_rounds_user_id_fkey;
alter table free_rounds rename constraint spin_it_free_spins_granted_by_round_fkey to free_rounds_granted_by_round_fkey;
alter table free_rounds add column game text not null default 'spin-it' check (game ~ '^[a-z0-9-]+$');
alter table free_rounds alter column game drop default;
drop index spin_it_free_spins_user;
-- A round peeks the player's oldest free rounds of its own game.
create index free_rounds_user_game on free_rounds (user_id, game, id);
alter table game_rounds rename column free_spin to free_round;

-- Down Migration
alter table game_rounds rename column free_round to free_spin;
drop index free_rounds_user_game;
-- Only Spin It had free spins before: another game's free rounds cannot be kept.
delete from free_rounds where game <> 'spin-it';
alter table free_rounds drop column game;
create index spin_it_free_spins_user on free_rounds (user_id, id);
alter table free_rounds rename constraint free_rounds_granted_by_round_fkey to spin_it_free_spins_granted_by_round_fkey;
alter table free_rounds rename constraint free_rounds_user_id_fkey to spin_it_free_spins_user_id_fkey;
alter table free_rounds rename constraint free_rounds_stake_kobo_check to spin_it_free_spins_stake_kobo_check;
alter table free_rounds rename constraint free_rounds_pkey to spin_it_free_spins_pkey;
alter sequence free_rounds_id_seq rename to spin_it_free_spins_id_seq;
alter table free_rounds rename to spin_it_free_spins;
