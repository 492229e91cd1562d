-- Up Migration
-- The recent wins shown to every visitor (src/games/wins/recent-wins.ts) are read from the ledger. A
-- game pays a player from house:game_wins (the Jackpot Game's jackpot from its pool,
-- house:jackpot:<slug>), so the newest large wins are the newest large debits of those accounts. This
-- index holds only debits of ₦10,000 or more, of any account: the wins list reads a short stretch of
-- it backwards however many small wins the games pay, and the hot paths write to it only for stakes,
-- wins and withdrawals of that size. RECENT_WINS_MIN_NAIRA cannot go below its floor (the query states
-- the floor, so the planner always uses it).
create index postings_large_debits on postings (account_id, id) where amount_kobo <= -1000000;

-- Down Migration
drop index postings_large_debits;
