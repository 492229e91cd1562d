-- Up Migration
-- The back office reports (src/back-office/reports) read the ledger, deposits and withdrawals by the
-- time they were written (a period of Lagos days). These tables only grow, and each row is stamped
-- about when it is inserted, so rows of a period sit together on disk: a BRIN index finds them by
-- reading a few pages, and costs the hot paths that insert entries almost nothing (a summary per
-- range of pages, not an entry per row as a B-tree would).
create index journal_entries_created_brin on journal_entries using brin (created_at);
create index deposits_created_brin on deposits using brin (created_at);

-- Down Migration
drop index deposits_created_brin;
drop index journal_entries_created_brin;
