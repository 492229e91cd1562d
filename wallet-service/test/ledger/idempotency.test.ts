import { describe, expect, it } from 'vitest'
import { DomainError } from '../../src/domain-error.ts'
import { httpStatusOf } from '../../src/http/errors.ts'
import { canonicalRequestHash, replayOf, requestHash } from '../../src/ledger/idempotency.ts'

describe('the idempotency rule', () => {
  it('gives back the earlier outcome for the same request and refuses a different one with 409', () => {
    const earlier = { roundId: 7 }
    expect(replayOf(earlier, requestHash({ amount: '100' }), requestHash({ amount: '100' }))).toBe(earlier)
    let refusal: unknown
    try {
      replayOf(earlier, requestHash({ amount: '100' }), requestHash({ amount: '200' }))
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(DomainError)
    expect(refusal).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This idempotency key was already used for a different request',
    })
    expect(httpStatusOf(refusal as DomainError)).toBe(409)
  })

  it('fingerprints parts read back from jsonb the same whatever their key order', () => {
    expect(canonicalRequestHash({ bets: [{ type: 'red', amount: 100 }] })).toBe(
      canonicalRequestHash({ bets: [{ amount: 100, type: 'red' }] }),
    )
    expect(canonicalRequestHash({ bets: [1, 2] })).not.toBe(canonicalRequestHash({ bets: [2, 1] }))
  })
})
