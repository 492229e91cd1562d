import { z } from 'zod'

/**
 * The /fairness page's two forms, checked in the browser and again by the action (the wallet-service
 * checks the seed too: at most 64 characters). Messages are `games` keys.
 */
export const clientSeedFormSchema = z.object({
  intent: z.literal('client-seed'),
  clientSeed: z
    .string({ error: 'games:fairness.clientSeedRequired' })
    .trim()
    .min(1, 'games:fairness.clientSeedRequired')
    .max(64, 'games:fairness.clientSeedTooLong'),
})

export const rotateFormSchema = z.object({ intent: z.literal('rotate') })

export const fairnessFormSchema = z.discriminatedUnion('intent', [clientSeedFormSchema, rotateFormSchema])
