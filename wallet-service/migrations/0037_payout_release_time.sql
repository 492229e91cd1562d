-- Up Migration
-- When a payout was released to the bank: at the request for an instant withdrawal, at the approval
-- for a reviewed one, at the hold for a refund. Finance's stuck payouts count from it (updated_at moves
-- with every attempt of the recovery loop, so a payout the bank keeps pending would drop off the list).
alter table withdrawals add column released_at timestamptz;
update withdrawals set released_at = created_at where status <> 'review';
alter table withdrawals add constraint withdrawals_released check (status not in ('held', 'sent', 'succeeded') or released_at is not null);
create index withdrawals_unfinished_released on withdrawals (released_at) where status in ('held', 'sent');

-- Down Migration
drop index withdrawals_unfinished_released;
alter table withdrawals drop constraint withdrawals_released;
alter table withdrawals drop column released_at;
