-- Up Migration
-- What the back office's risk measures read (src/back-office/risk/README.md) and nothing recorded before.
-- Numbered 0032: 0030 and 0031 belong to the staff edge and the finance reports.

-- The address a session was opened from: the player's, as the web app signs it (src/http/client-address.ts),
-- so many accounts logging in from one address can be seen. Sessions opened before this have none.
alter table sessions add column client_address text;

-- The day's instant rounds and the logins of a stretch of time, read by time: both tables are written in time
-- order and only ever appended to (a session's later updates leave created_at alone), so a BRIN index keeps a
-- few bytes per block range and costs the hot inserts next to nothing, where a btree would grow with every row.
create index game_rounds_created_brin on game_rounds using brin (created_at);
create index sessions_created_brin on sessions using brin (created_at);

-- Down Migration
drop index sessions_created_brin;
drop index game_rounds_created_brin;
alter table sessions drop column client_address;
