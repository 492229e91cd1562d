-- Up Migration
-- The KYC cap's day comes from the service's clock (decision 015), not the database's: the caller
-- passes the instant of the credit.
drop function kyc_hold_over_cap(bigint, bigint[], bigint);

/**
 * Counts the deposits `amounts` (in arrival order) into the player's day (Africa/Lagos) at `at` and
 * answers, for each, the part over the cap `cap_kobo` that must be held. A new day starts from zero.
 * Answers zeros when the cap was lifted (the player was verified after the caller read the status).
 */
create function kyc_hold_over_cap(player bigint, amounts bigint[], cap_kobo bigint, at timestamptz) returns bigint[]
language plpgsql as $$
declare
  today date := (at at time zone 'Africa/Lagos')::date;
  arriving bigint := (select sum(amount) from unnest(amounts) as amount);
  received bigint;
  before bigint;
  amount bigint;
  held bigint[] := '{}';
begin
  insert into kyc_deposit_caps as cap (user_id, day, received_kobo) values (player, today, arriving)
  on conflict (user_id) do update
     set received_kobo = (case when cap.day = excluded.day then cap.received_kobo else 0 end) + excluded.received_kobo,
         day = excluded.day
   where not cap.lifted
  returning cap.received_kobo into received;
  if received is null then
    return array_fill(0::bigint, array[cardinality(amounts)]);
  end if;
  before := received - arriving;
  foreach amount in array amounts loop
    held := held || greatest(amount - greatest(cap_kobo - before, 0), 0);
    before := before + amount;
  end loop;
  return held;
end $$;

-- Down Migration
drop function kyc_hold_over_cap(bigint, bigint[], bigint, timestamptz);

create function kyc_hold_over_cap(player bigint, amounts bigint[], cap_kobo bigint) returns bigint[]
language plpgsql as $$
declare
  today date := (now() at time zone 'Africa/Lagos')::date;
  arriving bigint := (select sum(amount) from unnest(amounts) as amount);
  received bigint;
  before bigint;
  amount bigint;
  held bigint[] := '{}';
begin
  insert into kyc_deposit_caps as cap (user_id, day, received_kobo) values (player, today, arriving)
  on conflict (user_id) do update
     set received_kobo = (case when cap.day = excluded.day then cap.received_kobo else 0 end) + excluded.received_kobo,
         day = excluded.day
   where not cap.lifted
  returning cap.received_kobo into received;
  if received is null then
    return array_fill(0::bigint, array[cardinality(amounts)]);
  end if;
  before := received - arriving;
  foreach amount in array amounts loop
    held := held || greatest(amount - greatest(cap_kobo - before, 0), 0);
    before := before + amount;
  end loop;
  return held;
end $$;
