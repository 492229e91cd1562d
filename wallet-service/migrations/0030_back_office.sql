-- Up Migration
-- The back office (issue 23): staff calls come from the CMS, signed (src/back-office/staff/).

-- A signed staff call's nonce, kept while its time is fresh, so the same call sent again is refused.
create table staff_call_nonces (
  nonce text primary key,
  seen_at timestamptz not null
);
create index staff_call_nonces_seen_at on staff_call_nonces (seen_at);

-- What staff did and which players' personal data they read: one row a staff action or view, written in
-- the action's own transaction. Append-only: no UPDATE, DELETE or TRUNCATE is allowed (the triggers
-- below refuse them, whoever asks), and each row carries the hash of the row before it (seq - 1) and its
-- own hash over both, so a row removed or changed breaks the chain (src/back-office/staff/audit-log.ts).
create table staff_audit_log (
  seq bigint primary key,
  at timestamptz not null,
  staff_id text not null,
  staff_email text not null,
  staff_roles text[] not null,
  action text not null,
  outcome text not null check (outcome in ('done', 'refused')),
  subject_kind text,
  subject_id text,
  reason text,
  before jsonb,
  after jsonb,
  request_id text,
  previous_hash text not null,
  hash text not null unique
);
create index staff_audit_log_at on staff_audit_log (at);
create index staff_audit_log_subject on staff_audit_log (subject_kind, subject_id);
create index staff_audit_log_staff on staff_audit_log (staff_id, at);

-- The chain's last link: its row is locked by each writer, so rows are chained one at a time in commit order.
create table staff_audit_log_head (
  only_row boolean primary key default true check (only_row),
  seq bigint not null,
  hash text not null
);
insert into staff_audit_log_head (seq, hash) values (0, repeat('0', 64));

create function staff_audit_log_is_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'staff_audit_log is append-only: % refused', tg_op using errcode = 'P0130';
end $$;
create trigger staff_audit_log_no_update before update or delete on staff_audit_log
  for each row execute function staff_audit_log_is_append_only();
create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
  for each statement execute function staff_audit_log_is_append_only();
revoke update, delete, truncate on staff_audit_log from public;

-- A decision that needs more than one staff member: a manual adjustment, a large withdrawal, a parked
-- transfer's or a closed account's money. `payload` is exactly what will be done once enough different
-- staff approved; it is done in the transaction of the last approval, so it happens once.
create table staff_decisions (
  id bigint generated always as identity primary key,
  kind text not null,
  subject_id text not null,
  payload jsonb not null,
  reason text not null,
  approvals_needed smallint not null check (approvals_needed between 1 and 3),
  -- The staff member who asked (the maker, who may not approve); null when the platform asked (a held withdrawal).
  requested_by text,
  requested_by_email text,
  requested_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'done', 'rejected')),
  decided_at timestamptz,
  outcome jsonb
);
create unique index staff_decisions_one_pending on staff_decisions (kind, subject_id) where status = 'pending';
create index staff_decisions_pending on staff_decisions (kind, requested_at) where status = 'pending';

create table staff_decision_approvals (
  decision_id bigint not null references staff_decisions(id),
  staff_id text not null,
  staff_email text not null,
  at timestamptz not null,
  primary key (decision_id, staff_id)
);

-- Manual adjustments (goodwill, correction) post against this account, never as an edit of a posting.
insert into ledger_accounts (code, kind) values ('house:adjustments', 'house');

-- Down Migration
delete from ledger_accounts where code = 'house:adjustments';
drop table staff_decision_approvals;
drop table staff_decisions;
drop trigger staff_audit_log_no_truncate on staff_audit_log;
drop trigger staff_audit_log_no_update on staff_audit_log;
drop function staff_audit_log_is_append_only();
drop table staff_audit_log_head;
drop table staff_audit_log;
drop table staff_call_nonces;
