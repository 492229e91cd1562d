-- Up Migration
-- A player's email confirmed by us (decision 022, "Linking by a confirmed email"). The signup code goes to the phone
-- and the email together, so entering it proves neither; `email_confirmed_at` is set only when the email alone was
-- reached: the profile's code sent to it alone (purpose `email_confirmation`), a password reset asked by email and
-- finished (the ticket names the email its code went to), or a Google signup whose provider vouched for this email
-- (`oidc_pending_signups.email_verified`, back). Continue with Google links by email only to a confirmed one.
alter table users add column email_confirmed_at timestamptz;
alter table otp_challenges drop constraint otp_challenges_purpose_check;
alter table otp_challenges add constraint otp_challenges_purpose_check
  check (purpose in ('signup', 'password_reset', 'email_confirmation'));
alter table password_tickets add column confirms_email text;
alter table oidc_pending_signups add column email_verified boolean not null default false;

-- Down Migration
alter table oidc_pending_signups drop column email_verified;
alter table password_tickets drop column confirms_email;
delete from otp_challenges where purpose = 'email_confirmation';
alter table otp_challenges drop constraint otp_challenges_purpose_check;
alter table otp_challenges add constraint otp_challenges_purpose_check check (purpose in ('signup', 'password_reset'));
alter table users drop column email_confirmed_at;
