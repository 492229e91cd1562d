import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/accounts.json'
import type { z } from 'zod'
import { changePasswordSchema, destinationAfterLogin, loginSchema, otpSchema, setPasswordSchema, signupSchema } from './schemas.ts'

/** The first message per field, as the form shows it; empty when the input is valid. */
function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of schema.safeParse(values).error?.issues ?? []) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en)

describe('accounts form schemas', () => {
  it('sends a logged-in player where `from` says (spec section 2)', () => {
    expect(destinationAfterLogin('PlaySpinIt')).toBe('/dashboard/spinit/play')
    expect(destinationAfterLogin('Virtual')).toBe('/dashboard/virtual')
    expect(destinationAfterLogin('SportBetting')).toBe('/sports-betting')
    expect(destinationAfterLogin(null)).toBe('/dashboard')
    expect(destinationAfterLogin('https://evil.example')).toBe('/dashboard')
  })

  it('sends the player back to the page that asked for a login, when it is a path on this site (issue 10 item 23)', () => {
    expect(destinationAfterLogin('/dashboard/wallet')).toBe('/dashboard/wallet')
    expect(destinationAfterLogin('/dashboard/wallet?deposit&selectedAmount=200')).toBe('/dashboard/wallet?deposit&selectedAmount=200')
    for (const foreign of ['//evil.example', '/\\evil.example', '/%5Cevil.example', 'javascript:alert(1)', 'dashboard']) {
      expect(destinationAfterLogin(foreign)).toBe('/dashboard')
    }
  })

  it('asks agents, and only agents, for business name, address and referral code', () => {
    const person = { fullName: 'Ada', phoneNumber: '08012345678', emailAddress: 'ada@example.ng', confirmAdult: 'on', acceptTerms: 'on' }
    expect(fieldErrors(signupSchema, { userType: 'Individual', ...person })).toEqual({})
    expect(fieldErrors(signupSchema, { userType: 'Agent', ...person })).toEqual({
      businessName: 'validation.businessNameRequired',
      address: 'validation.addressRequired',
      referralCode: 'validation.referralCodeRequired',
    })
    expect(fieldErrors(signupSchema, { ...person })).toEqual({ userType: 'validation.userTypeRequired' })
  })

  it('signs nobody up without the 18+ box and the terms box ticked (issue 21, item 3)', () => {
    const person = { userType: 'Individual', fullName: 'Ada', phoneNumber: '08012345678', emailAddress: 'ada@example.ng' }
    expect(fieldErrors(signupSchema, person)).toEqual({ confirmAdult: 'validation.confirmAdult', acceptTerms: 'validation.acceptTerms' })
    expect(fieldErrors(signupSchema, { ...person, confirmAdult: 'on', acceptTerms: 'yes' })).toEqual({
      acceptTerms: 'validation.acceptTerms',
    })
    expect(english('validation.confirmAdult')).toBe('Please confirm that you are 18 years or older.')
    expect(english('validation.acceptTerms')).toBe('Please accept the Terms and Conditions.')
  })

  it('takes the code as one string or as the six boxes, and only six digits', () => {
    expect(otpSchema.parse({ otp: '123456' })).toEqual({ otp: '123456' })
    expect(otpSchema.parse({ otp: ['1', '2', '3', '4', '5', '6'] })).toEqual({ otp: '123456' })
    expect(fieldErrors(otpSchema, { otp: ['1', '2', '', '4', '5', '6'] })).toEqual({ otp: 'validation.otpSixDigits' })
    expect(fieldErrors(otpSchema, {})).toEqual({ otp: 'validation.otpSixDigits' })
  })

  it('maps every message to the spec text in the English locale', () => {
    const cases: [unknown, object, string][] = [
      [loginSchema, { userId: '', password: 'Secret#1' }, 'Email is required'],
      [loginSchema, { userId: 'a', password: 'abc' }, 'Password must be at least 6 characters long'],
      [signupSchema, { userType: 'Individual', fullName: 'A', phoneNumber: '0801', emailAddress: 'a@b.ng' }, 'Phone number is invalid'],
      [signupSchema, { userType: 'Individual', fullName: 'A', phoneNumber: '08012345678', emailAddress: 'a@b' }, 'Email is invalid'],
      [
        setPasswordSchema,
        { password: 'abcdef', confirmPassword: 'abcdef' },
        'Password must be at least 6 characters long, include a capital letter and a special character.',
      ],
      [setPasswordSchema, { password: 'Abcde#', confirmPassword: '' }, 'Please confirm your password.'],
      [
        changePasswordSchema,
        { oldPassword: 'x', newPassword: 'abc', confirmNewPassword: 'abc' },
        'Password must be at least 6 characters, include 1 capital letter, and 1 special character.',
      ],
      [changePasswordSchema, { oldPassword: 'x', newPassword: 'Abcde#', confirmNewPassword: 'Abcde!' }, 'Passwords do not match.'],
    ]
    for (const [schema, values, text] of cases) {
      const messages = Object.values(fieldErrors(schema as typeof loginSchema, values)).map(english)
      expect(messages).toContain(text)
    }
  })
})
