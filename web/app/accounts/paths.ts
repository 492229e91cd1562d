/** The profile settings page, where the identity check is; `?verify` opens its form. */
export const PROFILE_PATH = '/dashboard/settings/profile'
export const VERIFY_IDENTITY_PATH = `${PROFILE_PATH}?verify`
/** Where the profile's email confirmation posts, Send a code and the code (decision 022): the profile's action. */
export const CONFIRM_EMAIL_PATH = `${PROFILE_PATH}?email`
/** Where the profile's Unlink button posts (decision 022). */
export const UNLINK_GOOGLE_PATH = `${PROFILE_PATH}/unlink-google`
/** Where the profile's Link Google button posts: on to the provider, for a link to the logged-in player. */
export const LINK_GOOGLE_PATH = `${PROFILE_PATH}/link-google`
