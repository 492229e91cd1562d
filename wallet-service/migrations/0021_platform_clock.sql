-- Up Migration
-- The platform clock in test mode (CLOCK_CONTROL=on, never in production): how far every process's
-- "now" is ahead of system time. One row; the offset only grows. A process reads it at start, so a
-- move survives restarts; moves reach running processes on the event bus (src/time/control.ts).
create table platform_clock (
  only_row boolean primary key default true check (only_row),
  offset_ms bigint not null default 0 check (offset_ms >= 0)
);
insert into platform_clock default values;

-- Down Migration
drop table platform_clock;
