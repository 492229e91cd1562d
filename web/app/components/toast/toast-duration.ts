/** How long a toast stays on screen (spec section 9: toast auto-close 5 s), unless TOAST_DURATION_MS says otherwise. */
export const SPEC_TOAST_DURATION_MS = 5000
