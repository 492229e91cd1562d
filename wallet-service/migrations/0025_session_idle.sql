-- Up Migration
-- A session also ends when it is left idle (issue 21 item 8): its token no longer works once it made
-- no request for its idle limit, as the web's own inactivity logout ends the web session. last_seen_at
-- is the session's last request (refreshed at most every tenth of the limit, 30 s at the most, so a
-- player's requests do not each write); idle_timeout the limit in force when it opened
-- (SESSION_IDLE_TIMEOUT_MS, src/accounts/settings.ts). Both judged by the service's clock.
alter table sessions add column last_seen_at timestamptz, add column idle_timeout interval;
-- Sessions open before this one: last seen when they opened, under the default limit (the web's
-- inactivity logout, 300 s + 10 s, and its 60 s grace).
update sessions set last_seen_at = created_at, idle_timeout = interval '370 seconds';
alter table sessions
  alter column last_seen_at set not null,
  alter column idle_timeout set not null,
  add constraint sessions_idle_timeout_positive check (idle_timeout > interval '0');

-- Down Migration
alter table sessions drop constraint sessions_idle_timeout_positive, drop column idle_timeout, drop column last_seen_at;
