-- Up Migration
-- A booking code keeps the slip as it was booked: singles or one multiple, and the stake per bet when
-- one was typed, so loading the code gives back that slip (issue 21, item 21). Codes booked before
-- this have neither: they load as singles with no stake, as they always did.
alter table sports_booking_codes
  add column kind text not null default 'single' check (kind in ('single', 'multiple')),
  add column stake_kobo bigint check (stake_kobo > 0);

-- Down Migration
alter table sports_booking_codes drop column stake_kobo, drop column kind;
