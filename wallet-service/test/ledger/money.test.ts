import { describe, expect, it } from 'vitest'
import { formatNaira, koboToNaira, nairaToKobo, parseNairaAmount } from '../../src/ledger/money.ts'

describe('money', () => {
  it('parses naira strings and numbers into kobo, refusing anything else', () => {
    expect(nairaToKobo('1500')).toBe(150_000n)
    expect(nairaToKobo('1500.5')).toBe(150_050n)
    expect(nairaToKobo(' 0.01 ')).toBe(1n)
    expect(nairaToKobo(12.34)).toBe(1_234n)
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,500']) expect(nairaToKobo(bad)).toBeNull()
  })

  it('never rounds: more than two decimals is refused, as a string or a number', () => {
    expect(nairaToKobo(100.999)).toBeNull()
    expect(nairaToKobo(0.1 + 0.2)).toBeNull()
    expect(parseNairaAmount('100.999')).toEqual({ ok: false, reason: 'too-many-decimals' })
    expect(parseNairaAmount(100.999)).toEqual({ ok: false, reason: 'too-many-decimals' })
    expect(parseNairaAmount('1.2.3')).toEqual({ ok: false, reason: 'not-an-amount' })
    expect(parseNairaAmount('100.99')).toEqual({ ok: true, kobo: 10_099n })
  })

  it('prints money as the spec does', () => {
    expect(formatNaira(150_000n)).toBe('₦1,500')
    expect(formatNaira(150_050n)).toBe('₦1,500.50')
    expect(formatNaira(123_456_789_00n)).toBe('₦123,456,789')
    expect(koboToNaira(1n)).toBe(0.01)
  })
})
