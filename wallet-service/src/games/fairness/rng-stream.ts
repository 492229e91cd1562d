/**
 * Writes the generator's raw output to stdout, endlessly, for outside statistical batteries:
 *   npm run rng:stream -w wallet-service | dieharder -a -g 200
 * The bytes are exactly what rounds consume: for nonce = 0, 1, 2, … the blocks
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) for cursor 0..BLOCKS_PER_NONCE-1.
 * Seeds come from RNG_SERVER_SEED / RNG_CLIENT_SEED, else fresh random ones (printed to stderr).
 */
import { newClientSeed, newServerSeed, roundBlock } from '@9ja/fairness/node'

const BLOCKS_PER_NONCE = 4
const serverSeed = process.env.RNG_SERVER_SEED ?? newServerSeed()
const clientSeed = process.env.RNG_CLIENT_SEED ?? newClientSeed()
process.stderr.write(`rng-stream serverSeed=${serverSeed} clientSeed=${clientSeed}\n`)

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // The reading battery closing the pipe is the normal way this ends.
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

let nonce = 0
function writeChunk(): void {
  for (;;) {
    const blocks: Buffer[] = []
    for (let i = 0; i < 256; i++, nonce++) {
      for (let cursor = 0; cursor < BLOCKS_PER_NONCE; cursor++) blocks.push(roundBlock({ serverSeed, clientSeed, nonce }, cursor))
    }
    if (!process.stdout.write(Buffer.concat(blocks))) {
      process.stdout.once('drain', writeChunk)
      return
    }
  }
}
writeChunk()
