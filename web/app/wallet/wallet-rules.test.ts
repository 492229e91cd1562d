import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/wallet.json'
import { formatNaira } from '#app/i18n/format.ts'
import { parseNaira } from './money.ts'
import { pageWindow } from './pagination.ts'
import { depositSchema, withdrawAmountSchema, withdrawSchema } from './schemas.ts'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message
const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en)

describe('wallet rules in the browser', () => {
  it('formats (in English) and parses naira as the wallet-service does', () => {
    expect(formatNaira(1500)).toBe('₦1,500')
    expect(formatNaira(1500.5)).toBe('₦1,500.50')
    expect(parseNaira('1,500.50')).toBe(1500.5)
    expect(parseNaira('1.234')).toBeNull()
    expect(parseNaira('-3')).toBeNull()
  })

  it("checks amounts and account numbers with the spec's message keys", () => {
    expect(firstMessage(depositSchema.safeParse({ amount: '0' }))).toBe('deposit.invalidAmount')
    expect(firstMessage(depositSchema.safeParse({}))).toBe('deposit.invalidAmount')
    expect(depositSchema.safeParse({ amount: '100' }).success).toBe(true)
    const withdrawAmount = withdrawAmountSchema({ minimum: 100, balance: 500 })
    expect(firstMessage(withdrawAmount.safeParse('abc'))).toBe('withdraw.invalidAmount')
    expect(firstMessage(withdrawAmount.safeParse('500.01'))).toBe('withdraw.tooMuch')
    expect(withdrawAmount.safeParse('500').success).toBe(true)
    const short = withdrawSchema({ minimum: 100 }).safeParse({ amount: '100', bankCode: '058', accountNumber: '123456789' })
    expect(firstMessage(short)).toBe('withdraw.invalidAccountNumber')
  })

  it('refuses more than 2 decimals instead of rounding, and a withdrawal below the minimum (issue 10 item 9)', () => {
    expect(firstMessage(depositSchema.safeParse({ amount: '100.999' }))).toBe('amountDecimals')
    expect(firstMessage(depositSchema.safeParse({ amount: '1,000.505' }))).toBe('amountDecimals')
    expect(depositSchema.safeParse({ amount: '100.99' }).success).toBe(true)
    const withdrawAmount = withdrawAmountSchema({ minimum: 100, balance: 5000 })
    expect(firstMessage(withdrawAmount.safeParse('100.999'))).toBe('amountDecimals')
    expect(firstMessage(withdrawAmount.safeParse('0.01'))).toBe('withdraw.belowMinimum')
    expect(firstMessage(withdrawAmount.safeParse('99.99'))).toBe('withdraw.belowMinimum')
    expect(withdrawAmount.safeParse('100').success).toBe(true)
    expect(firstMessage(withdrawSchema({ minimum: 1000 }).safeParse({ amount: '999', bankCode: '058', accountNumber: '0123456789' }))).toBe(
      'withdraw.belowMinimum',
    )
    expect(english('amountDecimals')).toBe('Amount can have at most 2 decimal places.')
    expect(english('withdraw.belowMinimum')).toBe('The minimum withdrawal is {{minimum}}.')
  })

  it('shows a window of at most 5 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9])
  })
})
