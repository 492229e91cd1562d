import { z } from 'zod'

export const gamesSettings = z.object({})
