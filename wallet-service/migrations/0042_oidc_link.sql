-- Up Migration
-- "Link Google" from the profile (decision 022). A sign-in in flight may be a link started by a logged-in
-- player: `link_user_id` names them (null for "Continue with Google"), and only their session may finish it.
-- An email is never used to link any more, so a pending signup no longer keeps whether the provider vouched for it.
alter table oidc_transactions add column link_user_id bigint references users(id);
alter table oidc_pending_signups drop column email_verified;

-- Down Migration
alter table oidc_pending_signups add column email_verified boolean not null default false;
alter table oidc_transactions drop column link_user_id;
