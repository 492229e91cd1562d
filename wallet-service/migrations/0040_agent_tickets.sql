-- Up Migration
-- A winning shop ticket (a bet an agent placed from the float) handed over in cash: one row per bet, so
-- it is paid once, whichever shop pays it (the primary key settles two shops paying at once). Keyed by the bet
-- ID players and shops know (`code`, unique across the sports and number bets; their row ids are not). The win
-- reached the seller's float at settlement; when another shop pays it, `entry_id` is the entry that
-- moved the win from the seller's float to the payer's (null when the seller paid it over its own counter).
create table agent_ticket_payments (
  bet_code text primary key,
  seller_id bigint not null references users(id),
  paid_by bigint not null references users(id),
  amount_kobo bigint not null check (amount_kobo > 0),
  entry_id bigint references journal_entries(id),
  paid_at timestamptz not null,
  check ((entry_id is null) = (paid_by = seller_id))
);
-- A shop's payments, newest first.
create index agent_ticket_payments_paid_by on agent_ticket_payments (paid_by, paid_at desc);

-- An agent's referred players (users.referred_by), for the players page and the shop's figures.
create index users_referred_by on users (referred_by) where referred_by is not null;

-- Down Migration
drop index users_referred_by;
drop table agent_ticket_payments;
