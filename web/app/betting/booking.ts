import { z } from 'zod'

/**
 * Booking codes (8 characters) and bet IDs (10) are drawn from one unambiguous alphabet (no 0/O,
 * 1/I): the shared contract of issue 12. What a person types is read leniently: spaces, dashes
 * (codes are often written in groups, "DALV-FBWN-8G") and lower case.
 */
const ALPHABET = '[2-9A-HJ-NP-Z]'
const BOOKING_CODE = new RegExp(`^${ALPHABET}{8}$`)
const BET_ID = new RegExp(`^${ALPHABET}{10}$`)

const typedCode = (pattern: RegExp) =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .refine((value) => pattern.test(value))

export const bookingCodeField = typedCode(BOOKING_CODE)
export const betIdField = typedCode(BET_ID)

/**
 * What was typed into Check Bet. Sports and number bets are the only bets with a public ID (10
 * letters); a booking code is sent to its own page; crash bets and Spin It spins have no public ID,
 * only the round number their pages and the wallet's history show, which is told apart so the
 * player learns where those are (a round's bets are not anyone's to look up).
 */
export type TypedBetId =
  { kind: 'bet'; betId: string } | { kind: 'booking-code'; code: string } | { kind: 'game-round' } | { kind: 'invalid' }

export function readBetId(typed: string): TypedBetId {
  const betId = betIdField.safeParse(typed)
  if (betId.success) return { kind: 'bet', betId: betId.data }
  const code = bookingCodeField.safeParse(typed)
  if (code.success) return { kind: 'booking-code', code: code.data }
  return /^\s*#?\d{1,15}\s*$/.test(typed) ? { kind: 'game-round' } : { kind: 'invalid' }
}
