-- Up Migration
-- Withdrawals a person reviews before they are paid (issue 23): above a threshold, a player's first large
-- one, or one a risk rule flags (src/payments/withdrawal-review.ts). The money is held as for any
-- withdrawal (wallet -> payouts in flight) while status is 'review'; finance approves it (it becomes 'held'
-- and is paid as usual) or rejects it (the hold is reversed). review_reasons says why it waits.
--   review -> held -> ... ; review -> reversed
alter table withdrawals drop constraint withdrawals_status_check;
alter table withdrawals add constraint withdrawals_status_check check (status in ('review', 'held', 'sent', 'succeeded', 'reversed'));
alter table withdrawals add column review_reasons text[];
create index withdrawals_in_review on withdrawals (created_at) where status = 'review';

-- A withdrawal refused because the bank's name for the account is not the player's: the history a risk
-- rule reads (a player who tried others' accounts has their next withdrawals reviewed).
create table withdrawal_name_mismatches (
  id bigint generated always as identity primary key,
  user_id bigint not null references users(id),
  at timestamptz not null,
  bank_code text not null,
  account_number text not null,
  account_name text not null
);
create index withdrawal_name_mismatches_user on withdrawal_name_mismatches (user_id, at);

-- Down Migration
drop table withdrawal_name_mismatches;
drop index withdrawals_in_review;
alter table withdrawals drop column review_reasons;
alter table withdrawals drop constraint withdrawals_status_check;
alter table withdrawals add constraint withdrawals_status_check check (status in ('held', 'sent', 'succeeded', 'reversed'));
