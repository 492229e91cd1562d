import { randomBytes } from 'node:crypto'

/** No 0/O, 1/I: a code read out or typed from a screenshot is not mistaken. 32 letters, so a byte's low 5 bits pick one evenly. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/**
 * Random bytes fetched a few KiB at a time and handed out in order, each byte once: a call to the
 * CSPRNG per code cost about 6 µs, a twentieth of a bet's work (Node's randomUUID pools the same way).
 */
const RANDOM_POOL_BYTES = 4096
let randomPool = Buffer.alloc(0)
let randomPoolAt = 0

function randomCode(length: number): string {
  if (randomPoolAt + length > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES)
    randomPoolAt = 0
  }
  let code = ''
  for (let at = randomPoolAt; at < randomPoolAt + length; at++) code += CODE_ALPHABET[randomPool[at]! & 31]
  randomPoolAt += length
  return code
}

/** A bet's public id (Check Bet): 10 random letters, about 10^15 of them, so ids cannot be guessed or counted. */
export const BET_CODE_LENGTH = 10
export const newBetCode = () => randomCode(BET_CODE_LENGTH)

/** A booking code: 8 random letters, short enough to read out or share. */
export const BOOKING_CODE_LENGTH = 8
export const newBookingCode = () => randomCode(BOOKING_CODE_LENGTH)

/** A code as a person may type it (any case, spaces around): its stored form, or null when it cannot be one. */
export function normaliseCode(text: string, length: number): string | null {
  const code = text.trim().toUpperCase()
  return code.length === length && [...code].every((letter) => CODE_ALPHABET.includes(letter)) ? code : null
}
