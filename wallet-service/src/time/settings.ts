import { z } from 'zod'

/** The clock's settings (documented in the root .env.example). */
export const clockSettings = z.object({
  /**
   * on: test mode. The service runs on a shifted clock that `POST /test/clock/advance` moves forward
   * for every process of the platform; refused when NODE_ENV=production. off: the system clock.
   */
  CLOCK_CONTROL: z.enum(['on', 'off']).default('off'),
})

/** A clock that anyone who reaches the service can move has no place in production. */
export function checkClockSettings(settings: { NODE_ENV: string; CLOCK_CONTROL: 'on' | 'off' }, context: z.core.$RefinementCtx): void {
  if (settings.CLOCK_CONTROL === 'on' && settings.NODE_ENV === 'production') {
    context.addIssue({
      code: 'custom',
      path: ['CLOCK_CONTROL'],
      message: 'must be off when NODE_ENV=production (the clock may be moved only in test mode)',
    })
  }
}
