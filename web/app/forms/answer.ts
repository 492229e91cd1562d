import type { SubmissionResult } from '@conform-to/react'
import type { ToastInput } from '#app/components/toast/toast-schema.ts'

/**
 * The hidden field a form carries once React has hydrated it. Its presence tells the action that the
 * page itself will show the answer (toast, the spec's delay, then navigation); without it the form
 * was posted as plain HTML and the action answers with a redirect and a flash toast instead.
 */
export const ENHANCED_FIELD = 'enhanced'

/**
 * What every form action answers to a hydrated page: Conform's result (field errors, or a reset after
 * success), the toast to show, and where to go after the page's delay. Refused input answers 400.
 */
export type FormAnswer<Extra = unknown> = {
  result?: SubmissionResult<string[]>
  toast?: ToastInput
  redirectTo?: string
} & Extra
