import { z } from 'zod'

/**
 * The platform clock in test mode (the wallet-service's CLOCK_CONTROL=on): after a move the
 * wallet-service announces the platform's offset (how far "now" is ahead of system time) on this
 * channel; every process of the platform, web processes too, applies it if it is ahead of its own.
 */
export const PLATFORM_CLOCK_CHANNEL = 'platform-clock'

export const platformClockMessage = z.object({ offsetMs: z.number().int().nonnegative() })
export type PlatformClockMessage = z.infer<typeof platformClockMessage>

/** The offset a message on PLATFORM_CLOCK_CHANNEL carries, or undefined when it is not one. */
export function parsePlatformClockMessage(message: string): number | undefined {
  try {
    const parsed = platformClockMessage.safeParse(JSON.parse(message))
    return parsed.success ? parsed.data.offsetMs : undefined
  } catch {
    return undefined
  }
}
