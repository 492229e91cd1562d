import { z } from 'zod'

/**
 * Input rules of spec section 5 with the spec's own messages. The web app shows the same texts;
 * the service checks them again because any client can call it.
 */
const required = (message: string) => z.string({ error: message }).trim().min(1, message)

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_SHAPE = /^[0-9]{11}$/
// Spec: at least 6 characters, one capital letter, one special character from !@#$%^&*.
const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*[!@#$%^&*]).{6,}$/

const fullName = required('Full name is required').pipe(z.string().max(120, 'Full name is too long'))
const phoneNumber = required('Phone number is required').pipe(z.string().regex(PHONE_SHAPE, 'Phone number is invalid'))
const emailAddress = required('Email is required').pipe(
  z
    .string()
    .max(254, 'Email is invalid')
    .regex(EMAIL_SHAPE, 'Email is invalid')
    .transform((email) => email.toLowerCase()),
)

/** A token this service handed out for an OpenID Connect sign-in (32 random bytes, base64url). */
const oidcToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The sign-in token is not valid')

/**
 * What every signup agrees to (issue 21, item 3): the person is 18 or older and accepts the terms as
 * published (`termsVersion` names the revision the form showed). Only JSON `true` counts as yes.
 */
const signupConsents = {
  confirmAdult: z.literal(true, { error: 'Please confirm that you are 18 years or older.' }),
  acceptTerms: z.literal(true, { error: 'Please accept the Terms and Conditions.' }),
  termsVersion: z
    .string({ error: 'Terms version is required' })
    .trim()
    .min(1, 'Terms version is required')
    .max(100, 'Terms version is not valid'),
  // Signing up after "Continue with Google": the pending sign-in's token (decision 022), linked once the code is verified.
  oidcSignupToken: oidcToken.optional(),
}

export const individualSignupInput = z.object({
  fullName,
  phoneNumber,
  emailAddress,
  // Not in the spec's Individual form, but a referred player may carry one.
  referralCode: z.string().trim().max(40).optional(),
  ...signupConsents,
})

export const agentSignupInput = z.object({
  fullName,
  businessName: required('Business name is required').pipe(z.string().max(160, 'Business name is too long')),
  address: required('Address is required').pipe(z.string().max(300, 'Address is too long')),
  phoneNumber,
  emailAddress,
  referralCode: required('Referral code is required').pipe(z.string().max(40, 'Referral code is not valid')),
  ...signupConsents,
})

const publicId = required('Id is required').pipe(z.uuid('Id is invalid'))

const otp = required('OTP is required').pipe(z.string().regex(/^[0-9]{6}$/, 'OTP must be 6 digits'))

export const verifyOtpInput = z.object({ otp, Id: publicId })

/** The code of the profile's email confirmation: the player is the session's, the challenge their newest. */
export const confirmEmailInput = z.object({ otp })

export const resendOtpInput = z.object({ Id: publicId })

export const setPasswordInput = z
  .object({
    password: required('Password is required.').pipe(
      z
        .string()
        .max(200)
        .regex(STRONG_PASSWORD, 'Password must be at least 6 characters long, include a capital letter and a special character.'),
    ),
    // The spec's form sends only `password`; a client that also sends the confirmation gets it checked.
    confirmPassword: z.string().optional(),
    ticket: z.string().max(200).optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.confirmPassword === input.password, {
    message: 'Passwords do not match.',
  })

export const forgotPasswordInput = z.object({
  userId: required('Please enter your email or mobile number.').pipe(z.string().max(254)),
})

export const resendResetOtpInput = z.object({
  emailOrNumber: required('Please enter your email or mobile number.').pipe(z.string().max(254)),
})

export const loginInput = z.object({
  userId: required('Email is required').pipe(z.string().max(254)),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters long')
    .max(200),
})

export const changePasswordInput = z
  .object({
    oldPassword: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
    newPassword: required('Password is required.').pipe(
      z
        .string()
        .max(200)
        .regex(STRONG_PASSWORD, 'Password must be at least 6 characters, include 1 capital letter, and 1 special character.'),
    ),
    confirmNewPassword: z.string({ error: 'Please confirm your password.' }).min(1, 'Please confirm your password.'),
  })
  .refine((input) => input.newPassword === input.confirmNewPassword, { message: 'Passwords do not match.' })

/**
 * People type their email or phone many ways. Emails compare case-insensitively; Nigerian numbers
 * in international form (+234 / 234) are turned into the 11-digit local form the accounts store.
 */
export function normalizeIdentifier(raw: string): { kind: 'email' | 'phone' | 'other'; value: string } {
  const value = raw.trim()
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() }
  const digits = value.replace(/[\s-]/g, '')
  const international = /^\+?234([0-9]{10})$/.exec(digits)
  if (international) return { kind: 'phone', value: `0${international[1]}` }
  if (PHONE_SHAPE.test(digits)) return { kind: 'phone', value: digits }
  return { kind: 'other', value: value.toLowerCase() }
}

export const oidcStartInput = z.object({
  redirectUri: z.url({ protocol: /^https?$/, error: 'redirectUri must be an http(s) address' }),
  // "link": Link Google from the profile, for the session's player (decision 022).
  intent: z.enum(['sign-in', 'link'], { error: 'intent must be sign-in or link' }).default('sign-in'),
})

export const oidcCallbackInput = z.object({
  transactionId: oidcToken,
  callbackUrl: z.url({ protocol: /^https?$/, error: 'callbackUrl must be an http(s) address' }),
})

export const oidcFinishSignupInput = z.object({
  ticket: required('Ticket is required'),
  signupToken: oidcToken,
})
