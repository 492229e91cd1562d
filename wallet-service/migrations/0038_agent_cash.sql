-- Up Migration
-- Agents' cash-in and cash-out for walk-in customers (issue 24, src/agents/cash-*.ts).

-- A player's cash-out code waits here between the player's request and the agent's payout (or its release).
insert into ledger_accounts (code, kind) values ('house:agent_cash_out_holds', 'house');

-- Cash an agent took from a walk-in customer and paid into the customer's wallet from the float: one row
-- per cash-in, its journal entry, and the agent's key so a retry finds the cash-in it repeats.
create table agent_cash_ins (
  id bigserial primary key,
  agent_id bigint not null references users(id),
  player_id bigint not null references users(id),
  amount_kobo bigint not null check (amount_kobo > 0),
  idempotency_key text,
  request_hash text not null,
  entry_id bigint not null references journal_entries(id),
  created_at timestamptz not null,
  unique (agent_id, idempotency_key)
);
-- The AML cash limit sums a person's Lagos day; the agent's dashboard sums the agent's.
create index agent_cash_ins_player_time on agent_cash_ins (player_id, created_at);
create index agent_cash_ins_agent_time on agent_cash_ins (agent_id, created_at);

-- A player's request for cash at an agent: the amount held meanwhile, a code kept only as its HMAC, until it
-- is paid by an agent (the hold moves to the agent's float), voided after too many wrong codes, or expired
-- (the hold goes back to the wallet).
create table agent_cash_outs (
  id bigserial primary key,
  reference text not null unique,
  player_id bigint not null references users(id),
  amount_kobo bigint not null check (amount_kobo > 0),
  code_hash bytea not null,
  idempotency_key text,
  request_hash text not null,
  status text not null default 'open' check (status in ('open', 'paid', 'voided', 'expired')),
  wrong_codes int not null default 0,
  hold_entry_id bigint not null references journal_entries(id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  agent_id bigint references users(id),
  settled_entry_id bigint references journal_entries(id),
  settled_at timestamptz,
  unique (player_id, idempotency_key),
  check ((status = 'open') = (settled_at is null)),
  check ((status = 'paid') = (agent_id is not null))
);
create index agent_cash_outs_open_expiry on agent_cash_outs (expires_at) where status = 'open';
create index agent_cash_outs_player_time on agent_cash_outs (player_id, created_at);
create index agent_cash_outs_agent_time on agent_cash_outs (agent_id, settled_at) where status = 'paid';

-- Down Migration
drop table agent_cash_outs;
drop table agent_cash_ins;
delete from ledger_accounts where code = 'house:agent_cash_out_holds';
