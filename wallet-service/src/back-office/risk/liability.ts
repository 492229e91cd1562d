import { z } from 'zod'
import { naira, type GameName } from './games.ts'

export const liabilityQuery = z.object({
  game: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'game must be a slug')
    .optional(),
})
export type LiabilityQuery = z.infer<typeof liabilityQuery>

/** What is at stake: an open crash round, a sports event or number draw not settled, or a game's open multiples. */
export type LiabilitySubject = {
  kind: 'crash-round' | 'sports-event' | 'number-draw' | 'sports-multiples'
  /** The round's, event's or draw's id; null for multiples. */
  id: number | null
  /** As players read it: "Round 812", "Race 12", "Lagos Lions v Kano Camels", "Draw 40", "Open multiples". */
  name: string
  /** Its phase or status (betting, flying, crashed; open, live, drawing, finished, void). */
  status: string
  /** When it is played: a round's start (or end of betting), an event's start, a draw's time; null for multiples. */
  playsAt: string | null
}

/** The most the house can pay on one subject if its worst outcome comes, and what it holds of the players' stakes on it (naira). */
export type SubjectLiability = GameName & {
  subject: LiabilitySubject
  openBets: number
  stakesHeld: number
  worstPayout: number
  /** False where worstPayout is an upper bound that no single outcome may reach (the code says where). */
  exact: boolean
}

/** A game's subjects summed: independent rounds, events and draws can all go worst at once, multiples need not. */
export type GameLiability = GameName & {
  subjects: number
  openBets: number
  stakesHeld: number
  worstPayout: number
  exact: boolean
  /** A jackpot game's pool as players see it: paid from its own account (the stakes' shares, the house's top-ups), not in worstPayout. */
  jackpotPool: number | null
}

export type LiabilityReport = { games: GameLiability[]; subjects: SubjectLiability[] }

/** A subject's figures in kobo, as each family computes them. */
export type SubjectFigures = Omit<SubjectLiability, 'openBets' | 'stakesHeld' | 'worstPayout'> & {
  openBets: number
  stakesHeldKobo: bigint
  worstPayoutKobo: bigint
}

/** Sums a family's subjects per game, in the order the games first come; jackpot pools (kobo) by game slug. */
export function liabilityReport(figures: SubjectFigures[], jackpotPools: ReadonlyMap<string, bigint> = new Map()): LiabilityReport {
  const games = new Map<string, SubjectFigures & { subjects: number }>()
  for (const figure of figures) {
    const key = `${figure.family}:${figure.game ?? ''}`
    const game = games.get(key)
    if (!game) {
      games.set(key, { ...figure, subjects: 1 })
      continue
    }
    game.subjects += 1
    game.openBets += figure.openBets
    game.stakesHeldKobo += figure.stakesHeldKobo
    game.worstPayoutKobo += figure.worstPayoutKobo
    game.exact &&= figure.exact
  }
  return {
    games: [...games.values()].map(({ family, game, gameTitle, subjects, openBets, stakesHeldKobo, worstPayoutKobo, exact }) => {
      const pool = game === null ? undefined : jackpotPools.get(game)
      return {
        ...{ family, game, gameTitle, subjects, openBets, exact },
        stakesHeld: naira(stakesHeldKobo),
        worstPayout: naira(worstPayoutKobo),
        jackpotPool: pool === undefined ? null : naira(pool),
      }
    }),
    subjects: figures.map(({ stakesHeldKobo, worstPayoutKobo, ...figure }) => ({
      ...figure,
      stakesHeld: naira(stakesHeldKobo),
      worstPayout: naira(worstPayoutKobo),
    })),
  }
}

/** The larger of two amounts. */
export const larger = (a: bigint, b: bigint): bigint => (a > b ? a : b)
