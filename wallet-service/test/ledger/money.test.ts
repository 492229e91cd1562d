import { describe, expect, it } from 'vitest'
import { formatAmount, formatKobo, formatNaira, koboToNaira, nairaToKobo, parseNaira, parseNairaAmount } from '@9ja/money'

describe('@9ja/money, as the wallet-service uses it', () => {
  it('parses naira strings and numbers into kobo, refusing anything else', () => {
    expect(nairaToKobo('1500')).toBe(150_000n)
    expect(nairaToKobo('1500.5')).toBe(150_050n)
    expect(nairaToKobo(' 0.01 ')).toBe(1n)
    expect(nairaToKobo(12.34)).toBe(1_234n)
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,500', '1.2.3']) expect(nairaToKobo(bad)).toBeNull()
  })

  it('never rounds: more than two decimals is refused, as a string or a number', () => {
    expect(parseNairaAmount('100.999')).toEqual({ ok: false, reason: 'too-many-decimals' })
    expect(parseNairaAmount(100.999)).toEqual({ ok: false, reason: 'too-many-decimals' })
    expect(parseNairaAmount(0.1 + 0.2)).toEqual({ ok: false, reason: 'too-many-decimals' })
    expect(parseNairaAmount('abc')).toEqual({ ok: false, reason: 'not-an-amount' })
    expect(parseNairaAmount('100.99')).toEqual({ ok: true, kobo: 10_099n })
  })

  it('reads what people type, separators included', () => {
    expect(parseNaira('1,500.50')).toBe(1500.5)
    expect(parseNaira('100.999')).toBeNull()
    expect(parseNaira('ten')).toBeNull()
  })

  it('prints money as the spec does', () => {
    expect(formatKobo(150_000n)).toBe('₦1,500')
    expect(formatKobo(150_050n)).toBe('₦1,500.50')
    expect(formatKobo(123_456_789_00n)).toBe('₦123,456,789')
    expect(formatNaira(-2500.5)).toBe('-₦2,500.50')
    expect(formatNaira(-0.001)).toBe('₦0')
    expect(formatAmount(1000)).toBe('1,000')
    expect(koboToNaira(1n)).toBe(0.01)
  })
})
