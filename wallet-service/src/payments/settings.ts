import { z } from 'zod'

export const paymentsSettings = z.object({})
