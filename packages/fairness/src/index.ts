import { rejectionLimit, roundMessage, type RoundSeeds } from './scheme.ts'

export { floatFromWords, rejectionLimit, roundMessage, type RoundSeeds } from './scheme.ts'
export * from './crash.ts'

/*
 * The verifier: the scheme recomputed with Web Crypto (crypto.subtle), which browsers and Node
 * both have, so the /fairness page checks rounds independently of the service and ships no
 * HMAC code of its own.
 */
const encoder = new TextEncoder()
const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

/** A round's stream of 32-bit words, as the service's generator reads them. */
async function roundWords(seeds: RoundSeeds): Promise<() => Promise<number>> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  let cursor = 0
  let block = new DataView(new ArrayBuffer(0))
  let offset = 0
  return async function nextWord(): Promise<number> {
    if (offset >= block.byteLength) {
      block = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(roundMessage(seeds, cursor++))))
      offset = 0
    }
    const word = block.getUint32(offset)
    offset += 4
    return word
  }
}

/** A round's first integer below n: what a single-draw game (a wheel's segment or pocket) decided. */
export async function firstInteger(seeds: RoundSeeds, n: number): Promise<number> {
  const nextWord = await roundWords(seeds)
  const limit = rejectionLimit(n)
  for (;;) {
    const word = await nextWord()
    if (word < limit) return word % n
  }
}
