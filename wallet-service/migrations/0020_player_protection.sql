-- Up Migration
-- Player protection (issue 14): deposit and loss limits, time-outs and self-exclusion, enforced by
-- the very statements that take stakes and credit deposits; reality checks; marketing withheld from
-- players on a break. The rules are written down in src/protection/README.md.
--
-- One row per player who ever set a limit or took a break: a player without one costs a stake
-- statement one index lookup that finds nothing. The row holds the limits AND the running totals
-- they are judged against, so a statement that takes a stake locks it (FOR NO KEY UPDATE, after the
-- player's wallet) and judges against what every earlier stake committed: in READ COMMITTED a
-- statement that waited for a lock re-reads only the rows it locks, so totals summed from the ledger
-- in the same statement would miss a concurrent stake.

-- A limit: the amount in force (null: none) and a raise or removal waiting for its 24 hours.
create type protection_limit as (
  kobo bigint,
  -- The amount asked for (null: the limit removed), in force from pending_from; no change waits when pending_from is null.
  pending_kobo bigint,
  pending_from timestamptz
);

-- What was deposited and lost (stakes minus wins, negative when ahead) in the period starting on `starts`.
create type protection_tally as (starts date, deposited_kobo bigint, lost_kobo bigint);

create table player_protection (
  user_id bigint primary key references users(id),
  deposit_day protection_limit,
  deposit_week protection_limit,
  deposit_month protection_limit,
  loss_day protection_limit,
  loss_week protection_limit,
  loss_month protection_limit,
  day_tally protection_tally,
  week_tally protection_tally,
  month_tally protection_tally,
  -- A time-out or a self-exclusion: no stakes and no deposits from blocked_from until blocked_until.
  block_kind text check (block_kind in ('time-out', 'self-exclusion')),
  blocked_from timestamptz,
  blocked_until timestamptz,
  constraint block_complete check (
    (block_kind is null) = (blocked_until is null) and (blocked_from is null) = (blocked_until is null) and blocked_from < blocked_until
  ),
  updated_at timestamptz not null default now()
);
-- Signup and the marketing outbox look for people on a break.
create index player_protection_blocked on player_protection (user_id, blocked_until) where block_kind is not null;

-- The periods are calendar days, weeks (Monday to Sunday) and months in Africa/Lagos time (WAT, UTC+1, no daylight saving).
create function protection_period_start(period text, at timestamptz) returns date
language sql immutable parallel safe as $$
  select case period
    when 'day' then (at at time zone 'Africa/Lagos')::date
    when 'week' then date_trunc('week', at at time zone 'Africa/Lagos')::date
    when 'month' then date_trunc('month', at at time zone 'Africa/Lagos')::date
  end
$$;

-- When the period holding `at` ends (and a limit of that period lifts).
create function protection_period_end(period text, at timestamptz) returns timestamptz
language sql immutable parallel safe as $$
  select (protection_period_start(period, at)
          + case period when 'day' then interval '1 day' when 'week' then interval '7 days' else interval '1 month' end)
         at time zone 'Africa/Lagos'
$$;

-- The amount of a limit in force at `at`: a pending change counts from its time on.
create function protection_limit_kobo(l protection_limit, at timestamptz) returns bigint
language sql immutable parallel safe as $$
  select case when (l).pending_from <= at then (l).pending_kobo else (l).kobo end
$$;

-- A tally as of `at`: the stored one while its period lasts, zeros once a new period began.
create function protection_tally_at(t protection_tally, period text, at timestamptz) returns protection_tally
language sql immutable parallel safe as $$
  select case when (t).starts = protection_period_start(period, at) then t
              else row(protection_period_start(period, at), 0, 0)::protection_tally end
$$;

-- A tally with a statement's deposits and losses added at `at`.
create function protection_tally_add(t protection_tally, period text, at timestamptz, deposited bigint, lost bigint) returns protection_tally
language sql immutable parallel safe as $$
  select row(c.starts, c.deposited_kobo + deposited, c.lost_kobo + lost)::protection_tally
    from (select (protection_tally_at(t, period, at)).*) c
$$;

-- A limit after the player asked for `wanted` (null: no limit) at `at`: a new, lower or equal limit
-- holds at once (and drops a raise still waiting); a raise or a removal waits 24 hours, the limit in
-- force meanwhile staying as it is.
create function protection_limit_changed(l protection_limit, wanted bigint, at timestamptz) returns protection_limit
language sql immutable parallel safe as $$
  select case
    when wanted is not null and (protection_limit_kobo(l, at) is null or wanted <= protection_limit_kobo(l, at))
      then row(wanted, null, null)::protection_limit
    when protection_limit_kobo(l, at) is null then null::protection_limit
    else row(protection_limit_kobo(l, at), wanted, at + interval '24 hours')::protection_limit
  end
$$;

-- Why a stake or a deposit of `amount` is refused at `at` (null: it is not). `running` is the amount
-- with the player's earlier items of the same statement. The longest-lasting reason is named: a
-- block, then the month's limit, the week's, the day's. A stake of nothing (a free round) passes the
-- limits, never a block. `p` is the player's locked row, null for a player without one.
create function protection_refusal(p player_protection, kind text, running bigint, amount bigint, at timestamptz) returns text
language sql immutable parallel safe as $$
  select case
    when (p).user_id is null then null
    when (p).blocked_until > at then
      case (p).block_kind when 'self-exclusion' then 'SELF_EXCLUDED' else 'TIMED_OUT' end
    when amount = 0 then null
    when kind = 'stake' then case
      when (protection_tally_at((p).month_tally, 'month', at)).lost_kobo + running > protection_limit_kobo((p).loss_month, at) then 'LOSS_LIMIT_MONTH'
      when (protection_tally_at((p).week_tally, 'week', at)).lost_kobo + running > protection_limit_kobo((p).loss_week, at) then 'LOSS_LIMIT_WEEK'
      when (protection_tally_at((p).day_tally, 'day', at)).lost_kobo + running > protection_limit_kobo((p).loss_day, at) then 'LOSS_LIMIT_DAY'
    end
    else case
      when (protection_tally_at((p).month_tally, 'month', at)).deposited_kobo + running > protection_limit_kobo((p).deposit_month, at) then 'DEPOSIT_LIMIT_MONTH'
      when (protection_tally_at((p).week_tally, 'week', at)).deposited_kobo + running > protection_limit_kobo((p).deposit_week, at) then 'DEPOSIT_LIMIT_WEEK'
      when (protection_tally_at((p).day_tally, 'day', at)).deposited_kobo + running > protection_limit_kobo((p).deposit_day, at) then 'DEPOSIT_LIMIT_DAY'
    end
  end
$$;

-- A player's money by Lagos day in [from_at, until_at): deposits, withdrawals (less those the bank
-- sent back), stakes (less voided stakes given back) and wins. Read for the activity statement, the
-- reality check and a new protection row's first totals. Every wallet posting of an entry counts:
-- an instant round's entry both stakes and pays.
create function wallet_activity(player bigint, from_at timestamptz, until_at timestamptz)
returns table (day date, deposited_kobo bigint, withdrawn_kobo bigint, staked_kobo bigint, won_kobo bigint)
language sql stable as $$
  select (e.created_at at time zone 'Africa/Lagos')::date,
         coalesce(sum(p.amount_kobo) filter (where e.kind = 'deposit'), 0)::bigint,
         coalesce(-sum(p.amount_kobo) filter (where e.kind in ('withdrawal', 'withdrawal_reversal')), 0)::bigint,
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

-- A player's totals of the period holding `at`, from the ledger: a new protection row starts with
-- what the player already deposited and lost in the current day, week and month (to this moment:
-- the row is opened with the wallet locked, so nothing newer exists).
create function protection_opening_tally(player bigint, period text, at timestamptz) returns protection_tally
language sql stable as $$
  select row(protection_period_start(period, at), coalesce(sum(a.deposited_kobo), 0), coalesce(sum(a.staked_kobo - a.won_kobo), 0))::protection_tally
    from wallet_activity(player, protection_period_start(period, at)::timestamp at time zone 'Africa/Lagos', 'infinity') a
$$;

-- Reality checks: every N minutes of a session the web app shows its time and net result.
alter table users add column reality_check_minutes smallint not null default 60 check (reality_check_minutes in (15, 30, 60));

-- Marketing is not sent to a player on a break: such messages are withheld when their turn comes.
alter table outbox_messages add column category text not null default 'account' check (category in ('account', 'marketing'));
alter table outbox_messages drop constraint outbox_messages_status_check;
alter table outbox_messages add constraint outbox_messages_status_check check (status in ('pending', 'sent', 'failed', 'withheld'));

-- Down Migration
update outbox_messages set status = 'failed' where status = 'withheld';
alter table outbox_messages drop constraint outbox_messages_status_check;
alter table outbox_messages add constraint outbox_messages_status_check check (status in ('pending', 'sent', 'failed'));
alter table outbox_messages drop column category;
alter table users drop column reality_check_minutes;
drop function protection_opening_tally(bigint, text, timestamptz);
drop function wallet_activity(bigint, timestamptz, timestamptz);
drop function protection_refusal(player_protection, text, bigint, bigint, timestamptz);
drop function protection_limit_changed(protection_limit, bigint, timestamptz);
drop function protection_tally_add(protection_tally, text, timestamptz, bigint, bigint);
drop function protection_tally_at(protection_tally, text, timestamptz);
drop function protection_limit_kobo(protection_limit, timestamptz);
drop function protection_period_end(text, timestamptz);
drop function protection_period_start(text, timestamptz);
drop table player_protection;
drop type protection_tally;
drop type protection_limit;
