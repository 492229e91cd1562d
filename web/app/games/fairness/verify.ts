/**
 * The provably fair scheme recomputed in the browser with Web Crypto, independent of the server:
 * bytes = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), cursor 0, 1, …;
 * integers below n from 32-bit big-endian words by rejection sampling. Mirrors
 * wallet-service/src/games/fairness/rng.ts.
 */
const encoder = new TextEncoder()
const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

async function roundWords(serverSeed: string, clientSeed: string, nonce: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  let cursor = 0
  let block = new DataView(new ArrayBuffer(0))
  let offset = 0
  return async function nextWord(): Promise<number> {
    if (offset >= block.byteLength) {
      block = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor++}`)))
      offset = 0
    }
    const word = block.getUint32(offset)
    offset += 4
    return word
  }
}

export async function firstInteger(serverSeed: string, clientSeed: string, nonce: number, n: number): Promise<number> {
  const nextWord = await roundWords(serverSeed, clientSeed, nonce)
  const limit = 2 ** 32 - (2 ** 32 % n)
  for (;;) {
    const word = await nextWord()
    if (word < limit) return word % n
  }
}

/** What a recorded round's outcome should be, from its seeds: Spin It segment or roulette pocket. */
export async function recomputeOutcome(round: { game: string; serverSeed: string; clientSeed: string; nonce: number }) {
  if (round.game === 'spin-it') return { key: 'index', value: await firstInteger(round.serverSeed, round.clientSeed, round.nonce, 24) }
  return { key: 'number', value: await firstInteger(round.serverSeed, round.clientSeed, round.nonce, 37) }
}
