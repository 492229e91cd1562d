import { z } from 'zod'

/** A successful answer that carries its payload under `data` (most of the service's answers). */
export const dataAnswer = <T extends z.core.$ZodType>(data: T) => z.object({ data })

/**
 * An answer that is either the payload under `data` or a refusal with its `code` (the crash calls:
 * the game tells a bet for the next round, BETS_CLOSED, from one it must give up).
 */
export const refusableAnswer = <T extends z.core.$ZodType>(data: T) => z.object({ data: z.optional(data), code: z.string().optional() })

/** Every refusal the service answers (4xx and 5xx): its status again, a code for programs and a message for people. */
export const refusal = z.object({ status: z.number().int(), code: z.string(), message: z.string() })

/** The payload of a `data` answer, read with its schema: throws, naming what broke, when the answer breaks it. */
export function dataOf<T extends z.core.$ZodType>(schema: T, answer: unknown): z.output<T> {
  return (dataAnswer(schema).parse(answer) as { data: z.output<T> }).data
}
