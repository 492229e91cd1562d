/** The profile settings page, where the identity check is; `?verify` opens its form. */
export const PROFILE_PATH = '/dashboard/settings/profile'
export const VERIFY_IDENTITY_PATH = `${PROFILE_PATH}?verify`
