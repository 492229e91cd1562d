import { describe, expect, it } from 'vitest'
import { cooldownSecondsOf, resendAvailableAfter, secondsUntilResend, type AccountFlow } from './flow.server.ts'

describe('the Resend OTP countdown (issue 10 item 21)', () => {
  const now = Date.parse('2026-11-23T01:00:00Z')
  const flow: AccountFlow = { id: 'challenge', purpose: 'signup' }

  it('counts whole seconds until the wallet-service takes another code request', () => {
    expect(secondsUntilResend({ ...flow, resendAvailableAt: resendAvailableAfter(42, now) }, now)).toBe(42)
    expect(secondsUntilResend({ ...flow, resendAvailableAt: now + 41_200 }, now)).toBe(42)
    expect(secondsUntilResend({ ...flow, resendAvailableAt: now - 1 }, now)).toBe(0)
    expect(secondsUntilResend(flow, now)).toBe(0)
  })

  it("takes the wait from the service's cooldown refusal, and only from that", () => {
    const refusal = { code: 'OTP_COOLDOWN', message: 'Please wait 17 seconds before requesting another code.' }
    expect(cooldownSecondsOf({ status: 429, data: refusal })).toBe(17)
    expect(cooldownSecondsOf({ status: 429, data: { ...refusal, message: 'Please wait 1 second before requesting another code.' } })).toBe(
      1,
    )
    expect(
      cooldownSecondsOf({
        status: 429,
        data: { code: 'OTP_HOURLY_LIMIT', message: 'Too many codes requested. Please try again in an hour.' },
      }),
    ).toBeNull()
    expect(cooldownSecondsOf({ status: 400, data: refusal })).toBeNull()
    expect(cooldownSecondsOf({ status: 429, data: null })).toBeNull()
  })
})
