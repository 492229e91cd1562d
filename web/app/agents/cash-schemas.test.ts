import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/agents.json'
import { cashInSchema, cashOutSchema } from './cash-schemas.ts'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message
const english = (key: string) =>
  key
    .replace(/^agents:/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en)

describe("the agents' cash forms in the browser", () => {
  it('takes a Nigerian number as people type it and a naira amount of at most two decimals', () => {
    for (const phoneNumber of ['08031234567', '+2348031234567', '234 803 123 4567', '0803-123-4567']) {
      expect(cashInSchema.safeParse({ phoneNumber, amount: '1,500.50' }).data).toMatchObject({ amount: '1500.50' })
    }
    expect(firstMessage(cashInSchema.safeParse({ phoneNumber: '0803123456', amount: '100' }))).toBe('agents:cashIn.errors.phone')
    expect(firstMessage(cashInSchema.safeParse({ phoneNumber: '08031234567', amount: '0' }))).toBe('agents:cashIn.errors.amount')
    expect(firstMessage(cashInSchema.safeParse({ phoneNumber: '08031234567', amount: '10.005' }))).toBe('agents:cashIn.errors.decimals')
  })

  it('takes a reference and a code of six digits', () => {
    expect(cashOutSchema.safeParse({ reference: ' k7m2qx9p ', code: '012345' }).success).toBe(true)
    expect(firstMessage(cashOutSchema.safeParse({ reference: '', code: '012345' }))).toBe('agents:cashOut.errors.reference')
    expect(firstMessage(cashOutSchema.safeParse({ reference: 'K7M2QX9P', code: '12345' }))).toBe('agents:cashOut.errors.code')
  })

  it('has an English text for every message key the forms use', () => {
    for (const key of [
      'cashIn.errors.phone',
      'cashIn.errors.amount',
      'cashIn.errors.decimals',
      'cashOut.errors.reference',
      'cashOut.errors.code',
    ]) {
      expect(typeof english(`agents:${key}`), key).toBe('string')
    }
  })
})
