import { useTranslation } from 'react-i18next'
import type { SlipLimits, SlipTicketLine } from './slip.ts'
import { formatNaira } from '#app/i18n/format.ts'

/** The limits, stated before any stake is typed (spec: minimum stake, most selections, highest payout). */
export function SlipLimitsLine({ limits }: { limits: SlipLimits }) {
  const { t } = useTranslation()
  const parts = [
    limits.minStake === undefined ? null : t('betSlip.limits.minStake', { amount: formatNaira(limits.minStake) }),
    limits.maxSelections === undefined ? null : t('betSlip.limits.maxSelections', { count: limits.maxSelections }),
    limits.maxPayout === undefined ? null : t('betSlip.limits.maxPayout', { amount: formatNaira(limits.maxPayout) }),
  ].filter((part): part is string => part !== null)
  if (parts.length === 0) return null
  return (
    <p className="muted slip-limits" data-testid="slip-limits">
      {parts.join(' · ')}
    </p>
  )
}

/** The number games' stakes per line, one line per game on the slip. */
export function TicketLimitsLine({ tickets }: { tickets: SlipTicketLine[] }) {
  const { t } = useTranslation()
  const games = new Map(tickets.map((ticket) => [ticket.game, ticket]))
  if (games.size === 0) return null
  return (
    <p className="muted slip-limits" data-testid="slip-ticket-limits">
      {[...games.values()]
        .map((ticket) =>
          ticket.fixedStake === null
            ? t('betSlip.limits.perLine', { game: ticket.gameTitle, min: formatNaira(ticket.minStake), max: formatNaira(ticket.maxStake) })
            : t('betSlip.limits.fixedLine', { game: ticket.gameTitle, amount: formatNaira(ticket.fixedStake) }),
        )
        .join(' · ')}
    </p>
  )
}
