-- Up Migration
-- The agents' weekly commission (src/agents/commission*.ts, docs/decisions/021-agents.md "Commission").

-- The house's expense the commissions are paid from into the agents' floats.
insert into ledger_accounts (code, kind) values ('house:agent_commission', 'house');

-- One statement per agent and Lagos week (named by its Monday), written with its lines and its ledger
-- entry in one transaction. Kept as computed: a paid commission is final, a correction a new entry.
create table agent_commission_statements (
  id bigserial primary key,
  agent_id bigint not null references users(id),
  week date not null check (extract(isodow from week) = 1),
  tickets_kobo bigint not null check (tickets_kobo >= 0),
  numbers_kobo bigint not null check (numbers_kobo >= 0),
  -- The referred players' net gaming revenue this week, what earlier weeks carried in, the share paid
  -- and the negative result carried to the next week.
  players_ngr_kobo bigint not null,
  carried_in_kobo bigint not null check (carried_in_kobo <= 0),
  players_kobo bigint not null check (players_kobo >= 0),
  carried_out_kobo bigint not null check (carried_out_kobo <= 0),
  stakes_kobo bigint not null check (stakes_kobo >= 0),
  cap_kobo bigint not null check (cap_kobo >= 0),
  capped boolean not null,
  paid_kobo bigint not null check (paid_kobo >= 0 and paid_kobo <= cap_kobo),
  -- `agent-commission:<agent>:<week>`; none when nothing was due.
  entry_id bigint references journal_entries(id),
  computed_at timestamptz not null,
  unique (agent_id, week),
  check ((paid_kobo > 0) = (entry_id is not null))
);

-- Every line of a statement: a virtual sports ticket, a number ticket (the agent's own bets, by their
-- code) or a referred player's week on the instant and crash games.
create table agent_commission_lines (
  statement_id bigint not null references agent_commission_statements(id),
  line_index integer not null check (line_index >= 0),
  kind text not null check (kind in ('sports', 'numbers', 'player')),
  bet_code text,
  game text,
  placed_at timestamptz,
  selections integer check (selections > 0),
  player_id bigint references users(id),
  stake_kobo bigint not null check (stake_kobo >= 0),
  wins_kobo bigint check (wins_kobo >= 0),
  rate_basis_points integer check (rate_basis_points between 0 and 10000),
  commission_kobo bigint check (commission_kobo >= 0),
  primary key (statement_id, line_index),
  check ((kind = 'player') = (player_id is not null and wins_kobo is not null and bet_code is null)),
  check ((kind = 'player') <> (bet_code is not null and game is not null and placed_at is not null and rate_basis_points is not null and commission_kobo is not null)),
  check ((kind = 'sports') = (selections is not null))
);

create trigger agent_commission_statements_kept before update or delete on agent_commission_statements
  for each row execute function refuse_removing_referenced_row();
create trigger agent_commission_statements_no_truncate before truncate on agent_commission_statements
  for each statement execute function refuse_removing_referenced_row();
create trigger agent_commission_lines_kept before update or delete on agent_commission_lines
  for each row execute function refuse_removing_referenced_row();
create trigger agent_commission_lines_no_truncate before truncate on agent_commission_lines
  for each statement execute function refuse_removing_referenced_row();

-- Down Migration
drop table agent_commission_lines;
drop table agent_commission_statements;
delete from ledger_accounts where code = 'house:agent_commission';
