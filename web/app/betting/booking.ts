import { z } from 'zod'

/**
 * Booking codes (8 characters) and bet IDs (10) are drawn from one unambiguous alphabet (no 0/O,
 * 1/I): the shared contract of issue 12. What a person types is read leniently (spaces, lower case).
 */
const ALPHABET = '[2-9A-HJ-NP-Z]'
const BOOKING_CODE = new RegExp(`^${ALPHABET}{8}$`)
const BET_ID = new RegExp(`^${ALPHABET}{10}$`)

const typedCode = (pattern: RegExp) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => pattern.test(value))

export const bookingCodeField = typedCode(BOOKING_CODE)
export const betIdField = typedCode(BET_ID)
