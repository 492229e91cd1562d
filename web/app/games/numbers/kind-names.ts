import { useTranslation } from 'react-i18next'

/**
 * Bet kinds and 1 Sure's options in the player's language (the package names them in English for
 * the service's answers): "Nap 3", "Perm 4", "Against", "31-60", "Odd". The names are `common`'s,
 * as the bet slip on every page shows tickets; any translator may be passed.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string

const SIZED_KIND = /^(nap|pick|perm)-(\d+)$/

/** A bet kind's name: "Nap 3" for nap-3. */
export function kindName(t: Translate, kind: string): string {
  const sized = SIZED_KIND.exec(kind)
  if (sized) return t(`numbers.kinds.${sized[1]}`, { ns: 'common', size: Number(sized[2]) })
  return t(`numbers.kinds.${kind}`, { ns: 'common' })
}

export function useKindName(): (kind: string) => string {
  const { t } = useTranslation()
  return (kind) => kindName(t, kind)
}

const OPTION_KINDS = ['range', 'odd-even', 'high-low']

/** Whether a kind's picks are balls (all but 1 Sure's range, odd/even and high/low, whose pick is an option). */
export const picksAreNumbers = (kind: string) => !OPTION_KINDS.includes(kind)

/** What a 1 Sure pick means for its kind: the number, the range, odd or even, high or low. */
export function pickOptionName(t: Translate, kind: string, pick: number): string {
  if (!picksAreNumbers(kind)) return t(`numbers.options.${kind}.${pick}`, { ns: 'common' })
  return String(pick)
}

/** A ticket's numbers as a line reads them: "7 12 45", "3 9 against 41 77", "31-60". */
export function ticketNumbers(
  t: Translate,
  ticket: { kind: string; picks: readonly number[]; against?: readonly number[] | null },
): string {
  if (ticket.picks.length === 1 && !ticket.against?.length) return pickOptionName(t, ticket.kind, ticket.picks[0]!)
  const top = ticket.picks.join(' ')
  return ticket.against?.length ? t('numbers.againstNumbers', { ns: 'common', top, bottom: ticket.against.join(' ') }) : top
}
