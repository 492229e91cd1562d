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

-- A cash-in is a deposit and a cash-out a withdrawal (its hold; a released hold comes back as a reversal
-- does) for the activity statement, the reality check and a new protection row's opening totals.
create or replace function wallet_activity(player bigint, from_at timestamptz, until_at timestamptz)
returns table (day date, deposited_kobo bigint, withdrawn_kobo bigint, staked_kobo bigint, won_kobo bigint)
language sql stable as $$
  select (e.created_at at time zone 'Africa/Lagos')::date,
         coalesce(sum(p.amount_kobo) filter (where e.kind in ('deposit', 'agent_cash_in')), 0)::bigint,
         coalesce(-sum(p.amount_kobo) filter (where e.kind in ('withdrawal', 'withdrawal_reversal', 'agent_cash_out_hold', 'agent_cash_out_release')), 0)::bigint,
         coalesce(-sum(p.amount_kobo) filter (where e.kind like 'game:%' and (p.amount_kobo < 0 or e.kind like '%-void')), 0)::bigint,
         coalesce(sum(p.amount_kobo) filter (where e.kind like 'game:%' and p.amount_kobo > 0 and e.kind not like '%-void'), 0)::bigint
    from journal_entries e
    -- A deposit counts whole when it arrives: the part over an unverified wallet's daily cap is held
    -- (house:kyc_held_deposits) in the same entry, and its later release is not a deposit again.
    join postings p on p.entry_id = e.id
                   and (p.account_id = (select a.id from ledger_accounts a where a.user_id = player)
                        or (e.kind = 'deposit' and p.account_id = (select a.id from ledger_accounts a where a.code = 'house:kyc_held_deposits')))
   where e.user_id = player and e.created_at >= from_at and e.created_at < until_at
   group by 1
   order by 1
$$;

-- Down Migration
create or replace function wallet_activity(player bigint, from_at timestamptz, until_at timestamptz)
returns table (day date, deposited_kobo bigint, withdrawn_kobo bigint, staked_kobo bigint, won_kobo bigint)
language sql stable as $$
  select (e.created_at at time zone 'Africa/Lagos')::date,
         coalesce(sum(p.amount_kobo) filter (where e.kind = 'deposit'), 0)::bigint,
         coalesce(-sum(p.amount_kobo) filter (where e.kind in ('withdrawal', 'withdrawal_reversal')), 0)::bigint,
         coalesce(-sum(p.amount_kobo) filter (where e.kind like 'game:%' and (p.amount_kobo < 0 or e.kind like '%-void')), 0)::bigint,
         coalesce(sum(p.amount_kobo) filter (where e.kind like 'game:%' and p.amount_kobo > 0 and e.kind not like '%-void'), 0)::bigint
    from journal_entries e
    join postings p on p.entry_id = e.id
                   and (p.account_id = (select a.id from ledger_accounts a where a.user_id = player)
                        or (e.kind = 'deposit' and p.account_id = (select a.id from ledger_accounts a where a.code = 'house:kyc_held_deposits')))
   where e.user_id = player and e.created_at >= from_at and e.created_at < until_at
   group by 1
   order by 1
$$;

drop table agent_cash_outs;
drop table agent_cash_ins;
delete from ledger_accounts where code = 'house:agent_cash_out_holds';
