-- Up Migration
-- Messages to people (codes by email or SMS) are written in the same transaction as the change
-- that causes them and delivered afterwards by a loop, so a slow or failing mail/SMS provider never
-- fails or loses a signup. `dev_otp` holds the code in clear only outside production, for the dev
-- mailbox; in production the body is redacted once delivered.
create table outbox_messages (
  id bigserial primary key,
  user_id bigint references users(id),
  recipient text not null,
  channel text not null check (channel in ('email', 'sms')),
  subject text not null,
  body text not null,
  dev_otp text,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_messages_due on outbox_messages (next_attempt_at) where status = 'pending';
create index outbox_messages_recipient on outbox_messages (recipient, created_at desc);

-- Down Migration
drop table outbox_messages;
