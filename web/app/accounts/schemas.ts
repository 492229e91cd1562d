import { z } from 'zod'
import { safeRedirectPath } from '#app/utils/redirect.ts'

/**
 * One schema per accounts form, run in the browser on change and blur and again in the action.
 * Messages are keys of the `accounts` namespace whose English texts are the spec's (section 5).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*[!@#$%^&*]).{6,}$/

export const loginSchema = z.object({
  userId: z.string().trim().min(1, 'validation.emailRequired'),
  password: z.string().min(1, 'validation.passwordRequired').min(6, 'validation.passwordMin'),
})

export const userTypes = ['Individual', 'Agent'] as const

/** A referral link's `ref` as a code (letters and digits, any case), or null when it cannot be one. */
export function referralCodeFromLink(ref: string | null): string | null {
  const code = ref?.trim().toUpperCase() ?? ''
  return /^[A-Z0-9]{4,40}$/.test(code) ? code : null
}

export const signupSchema = z
  .object({
    userType: z.enum(userTypes, { error: 'validation.userTypeRequired' }),
    fullName: z.string().trim().min(1, 'validation.fullNameRequired'),
    phoneNumber: z
      .string()
      .trim()
      .min(1, 'validation.phoneRequired')
      .regex(/^[0-9]{11}$/, 'validation.phoneInvalid'),
    emailAddress: z.string().trim().min(1, 'validation.emailRequired').regex(EMAIL_SHAPE, 'validation.emailInvalid'),
    businessName: z.string().trim().optional(),
    address: z.string().trim().optional(),
    referralCode: z.string().trim().optional(),
    confirmAdult: z.string().optional(),
    acceptTerms: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    // Issue 21, item 3: nobody signs up without saying they are 18+ and accepting the terms. Judged here,
    // not as literals above: a failed literal would stop the other checks of this refinement.
    if (input.confirmAdult !== 'on') ctx.addIssue({ code: 'custom', path: ['confirmAdult'], message: 'validation.confirmAdult' })
    if (input.acceptTerms !== 'on') ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: 'validation.acceptTerms' })
    if (input.userType !== 'Agent') return
    const required = [
      ['businessName', 'validation.businessNameRequired'],
      ['address', 'validation.addressRequired'],
      ['referralCode', 'validation.referralCodeRequired'],
    ] as const
    for (const [field, message] of required) {
      if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message })
    }
  })

/** The code arrives as one string (API) or as the six boxes' digits (the code page). */
export const otpSchema = z.object({
  otp: z
    .union([z.string(), z.array(z.string()).transform((digits) => digits.join(''))], { error: 'validation.otpSixDigits' })
    .pipe(z.string().regex(/^[0-9]{6}$/, 'validation.otpSixDigits')),
})

/** The profile's email confirmation (decision 022): Send a code (nothing else), or Confirm with the code's six digits. */
export const emailConfirmationSchema = z.discriminatedUnion('intent', [
  otpSchema.extend({ intent: z.literal('confirm') }),
  z.object({ intent: z.literal('send') }),
])

const confirmation = (passwordField: string, confirmField: string) => (input: Record<string, string>, ctx: z.RefinementCtx) => {
  if (!input[confirmField]) ctx.addIssue({ code: 'custom', path: [confirmField], message: 'validation.confirmPassword' })
  else if (input[confirmField] !== input[passwordField])
    ctx.addIssue({ code: 'custom', path: [confirmField], message: 'validation.passwordsMismatch' })
}

export const setPasswordSchema = z
  .object({
    password: z.string().min(1, 'validation.passwordRequiredDot').regex(STRONG_PASSWORD, 'validation.passwordSetRule'),
    confirmPassword: z.string(),
  })
  .superRefine(confirmation('password', 'confirmPassword'))

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.passwordRequiredDot'),
    newPassword: z.string().min(1, 'validation.passwordRequiredDot').regex(STRONG_PASSWORD, 'validation.passwordChangeRule'),
    confirmNewPassword: z.string(),
  })
  .superRefine(confirmation('newPassword', 'confirmNewPassword'))

export const forgotPasswordSchema = z.object({ userId: z.string().trim().min(1, 'validation.forgotRequired') })

export const idTypes = ['BVN', 'NIN'] as const

/** The identity check (issue 14): BVN or NIN, its 11 digits, the date of birth, and consent to the check. */
export const kycSchema = z.object({
  idType: z.enum(idTypes, { error: 'kyc.validation.idType' }),
  idNumber: z
    .string({ error: 'kyc.validation.idNumberRequired' })
    .trim()
    .min(1, 'kyc.validation.idNumberRequired')
    .regex(/^[0-9]{11}$/, 'kyc.validation.idNumber'),
  dateOfBirth: z
    .string({ error: 'kyc.validation.dateOfBirthRequired' })
    .trim()
    .min(1, 'kyc.validation.dateOfBirthRequired')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'kyc.validation.dateOfBirth'),
  consent: z.literal('on', { error: 'kyc.validation.consent' }),
})

/**
 * Login's `from`: where a player goes after logging in. The spec's named values (section 2) first;
 * any other value is the page that sent the player to log in, kept only when it is a path on this
 * site (never another origin, whatever the query says).
 */
export function destinationAfterLogin(from: string | null): string {
  switch (from) {
    case 'PlaySpinIt':
      return '/dashboard/spinit/play'
    case 'Virtual':
      return '/dashboard/virtual'
    case 'SportBetting':
      return '/sports-betting'
    default:
      return safeRedirectPath(from, '/dashboard')
  }
}
