import { describe, expect, it } from 'vitest'
import { formatNaira, parseNaira } from './money.ts'
import { pageWindow } from './pagination.ts'
import { depositSchema, withdrawAmountError, withdrawSchema } from './schemas.ts'

describe('wallet rules in the browser', () => {
  it('formats and parses naira as the wallet-service does', () => {
    expect(formatNaira(1500)).toBe('₦1,500')
    expect(formatNaira(1500.5)).toBe('₦1,500.50')
    expect(parseNaira('1,500.50')).toBe(1500.5)
    expect(parseNaira('1.234')).toBeNull()
    expect(parseNaira('-3')).toBeNull()
  })

  it("checks amounts and account numbers with the spec's message keys", () => {
    expect(depositSchema.safeParse({ amount: '0' }).error?.issues[0]?.message).toBe('deposit.invalidAmount')
    expect(depositSchema.safeParse({ amount: '100' }).success).toBe(true)
    expect(withdrawAmountError('abc', 500)).toEqual({ key: 'withdraw.invalidAmount' })
    expect(withdrawAmountError('500.01', 500)).toEqual({ key: 'withdraw.tooMuch', balance: 500 })
    expect(withdrawAmountError('500', 500)).toBeNull()
    const short = withdrawSchema.safeParse({ amount: '10', bankCode: '058', accountNumber: '123456789' })
    expect(short.error?.issues[0]?.message).toBe('withdraw.invalidAccountNumber')
  })

  it('shows a window of at most 5 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9])
  })
})
