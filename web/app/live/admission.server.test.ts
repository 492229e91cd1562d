import { describe, expect, it } from 'vitest'
import { LiveAdmission } from './admission.server.ts'

describe('LiveAdmission', () => {
  const admission = () => new LiveAdmission(() => ({ maxConnections: 5, maxPerAddress: 2 }))

  it('admits an address up to its share, then refuses it while others still get in', () => {
    const live = admission()
    expect([live.admit('a').admitted, live.admit('a').admitted]).toEqual([true, true])
    expect(live.admit('a')).toEqual({ admitted: false, reason: 'address' })
    expect(live.admit('b').admitted).toBe(true)
  })

  it('refuses everyone once the process is full, whatever the address', () => {
    const live = admission()
    for (const address of ['a', 'a', 'b', 'b', 'c']) expect(live.admit(address).admitted).toBe(true)
    expect(live.admit('d')).toEqual({ admitted: false, reason: 'busy' })
    expect(live.admit('a')).toEqual({ admitted: false, reason: 'address' })
  })

  it('gives a slot back once when a stream closes (a second release changes nothing)', () => {
    const live = admission()
    const first = live.admit('a')
    live.admit('a')
    if (!first.admitted) throw new Error('first stream refused')
    first.release()
    first.release()
    expect(live.admit('a').admitted).toBe(true)
    expect(live.admit('a')).toEqual({ admitted: false, reason: 'address' })
  })
})
