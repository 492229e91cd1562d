import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/accounts.json'
import { changePasswordSchema, destinationAfterLogin, fieldErrors, loginSchema, setPasswordSchema, signupSchema } from './schemas.ts'

const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en)

describe('accounts form schemas', () => {
  it('sends a logged-in player where `from` says (spec section 2)', () => {
    expect(destinationAfterLogin('PlaySpinIt')).toBe('/dashboard/spinit/play')
    expect(destinationAfterLogin('Virtual')).toBe('/dashboard/virtual')
    expect(destinationAfterLogin('SportBetting')).toBe('/sports-betting')
    expect(destinationAfterLogin(null)).toBe('/dashboard')
    expect(destinationAfterLogin('https://evil.example')).toBe('/dashboard')
  })

  it('asks agents, and only agents, for business name, address and referral code', () => {
    const person = { fullName: 'Ada', phoneNumber: '08012345678', emailAddress: 'ada@example.ng' }
    expect(fieldErrors(signupSchema, { userType: 'Individual', ...person })).toEqual({})
    expect(fieldErrors(signupSchema, { userType: 'Agent', ...person })).toEqual({
      businessName: 'validation.businessNameRequired',
      address: 'validation.addressRequired',
      referralCode: 'validation.referralCodeRequired',
    })
    expect(fieldErrors(signupSchema, { ...person })).toEqual({ userType: 'validation.userTypeRequired' })
  })

  it('maps every message to the spec text in the English locale', () => {
    const cases: [unknown, object, string][] = [
      [loginSchema, { userId: '', password: 'Secret#1' }, 'Email is required'],
      [loginSchema, { userId: 'a', password: 'abc' }, 'Password must be at least 6 characters long'],
      [signupSchema, { userType: 'Individual', fullName: 'A', phoneNumber: '0801', emailAddress: 'a@b.ng' }, 'Phone number is invalid'],
      [signupSchema, { userType: 'Individual', fullName: 'A', phoneNumber: '08012345678', emailAddress: 'a@b' }, 'Email is invalid'],
      [setPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdef' }, 'Password must be at least 6 characters long, include a capital letter and a special character.'],
      [setPasswordSchema, { password: 'Abcde#', confirmPassword: '' }, 'Please confirm your password.'],
      [changePasswordSchema, { oldPassword: 'x', newPassword: 'abc', confirmNewPassword: 'abc' }, 'Password must be at least 6 characters, include 1 capital letter, and 1 special character.'],
      [changePasswordSchema, { oldPassword: 'x', newPassword: 'Abcde#', confirmNewPassword: 'Abcde!' }, 'Passwords do not match.'],
    ]
    for (const [schema, values, text] of cases) {
      const messages = Object.values(fieldErrors(schema as typeof loginSchema, values)).map(english)
      expect(messages).toContain(text)
    }
  })
})
