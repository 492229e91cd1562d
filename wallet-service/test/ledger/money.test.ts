import { describe, expect, it } from 'vitest'
import { formatNaira, koboToNaira, nairaToKobo } from '../../src/ledger/money.ts'

describe('money', () => {
  it('parses naira strings and numbers into kobo, refusing anything else', () => {
    expect(nairaToKobo('1500')).toBe(150_000n)
    expect(nairaToKobo('1500.5')).toBe(150_050n)
    expect(nairaToKobo(' 0.01 ')).toBe(1n)
    expect(nairaToKobo(12.34)).toBe(1_234n)
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,500']) expect(nairaToKobo(bad)).toBeNull()
  })

  it('prints money as the spec does', () => {
    expect(formatNaira(150_000n)).toBe('₦1,500')
    expect(formatNaira(150_050n)).toBe('₦1,500.50')
    expect(formatNaira(123_456_789_00n)).toBe('₦123,456,789')
    expect(koboToNaira(1n)).toBe(0.01)
  })
})
