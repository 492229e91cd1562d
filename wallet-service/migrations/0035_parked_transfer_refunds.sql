-- Up Migration
-- Finance resolves parked transfers and closed accounts' money (issue 23, src/back-office/finance/).

-- A parked bank transfer sent back to its sender: no wallet ever held it, so the refund's payout may have
-- no player (a transfer to an account number nobody owns). The payout names the parked transfer it returns
-- instead, and a refund the bank does not pay puts the transfer back among the parked ones.
alter table withdrawals
  alter column user_id drop not null,
  add column parked_event_id bigint references parked_payment_events(id),
  add constraint withdrawals_owner check (user_id is not null or parked_event_id is not null);
create index withdrawals_parked_event on withdrawals (parked_event_id) where parked_event_id is not null;

-- A parked transfer booked for its return: received from bank clearing as the deposit it was (so the
-- reports and the reconciliation see it), held here until its payout leaves, and back here if the
-- bank does not pay it.
insert into ledger_accounts (code, kind) values ('house:returned_transfers', 'house');

-- Down Migration
delete from ledger_accounts where code = 'house:returned_transfers';
drop index withdrawals_parked_event;
alter table withdrawals drop constraint withdrawals_owner, drop column parked_event_id;
alter table withdrawals alter column user_id set not null;
