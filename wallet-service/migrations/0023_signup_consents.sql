-- Up Migration
-- What a person agreed to, kept on the server (issue 21, item 3): at signup, that they are 18 or older
-- and which published terms they accepted (the terms' version is the published revision's time in the
-- CMS, whose history keeps every revision); at each identity check, their consent to it. Accounts from
-- before this migration have none of these: they agree again nowhere, but their stakes need a verified
-- identity like everyone's.
alter table users
  add column adult_confirmed_at timestamptz,
  add column terms_version text check (length(terms_version) between 1 and 100),
  add column terms_accepted_at timestamptz,
  add constraint users_terms_accepted check ((terms_version is null) = (terms_accepted_at is null));

alter table kyc_checks add column consented_at timestamptz;

-- Down Migration
alter table kyc_checks drop column consented_at;
alter table users
  drop constraint users_terms_accepted,
  drop column terms_accepted_at,
  drop column terms_version,
  drop column adult_confirmed_at;
