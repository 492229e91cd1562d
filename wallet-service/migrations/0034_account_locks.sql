-- Up Migration
-- An account locked by support staff (issue 23): while its row exists the player cannot log in, and the
-- lock ended every session the player had (src/accounts/account-locks.ts). Nothing is taken: the wallet
-- keeps its balance and money already on its way (a withdrawal held or in review, a bank transfer
-- arriving) goes on as for any account. Unlocking deletes the row; who locked and unlocked, when and why,
-- stays in the audit log (staff_audit_log). Staff are the CMS's users, named by its ids.
create table account_locks (
  user_id bigint primary key references users(id),
  locked_at timestamptz not null,
  staff_id text not null,
  staff_email text not null,
  reason text not null check (length(trim(reason)) > 0)
);

-- Down Migration
drop table account_locks;
