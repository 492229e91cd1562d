import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { firstInteger, recomputeOutcome, sha256Hex } from './verify.ts'

const serverSeed = '3f'.repeat(32)

describe('browser-side verification (Web Crypto)', () => {
  it('hashes and draws exactly as HMAC-SHA256 with rejection sampling', async () => {
    expect(await sha256Hex(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'))
    for (let nonce = 0; nonce < 50; nonce++) {
      const word = createHmac('sha256', serverSeed).update(`client:${nonce}:0`).digest().readUInt32BE(0)
      expect(await firstInteger(serverSeed, 'client', nonce, 37)).toBe(word % 37)
    }
    expect(await recomputeOutcome({ game: 'spin-it', serverSeed, clientSeed: 'client', nonce: 3 })).toEqual({
      key: 'index',
      value: createHmac('sha256', serverSeed).update('client:3:0').digest().readUInt32BE(0) % 24,
    })
  })
})
