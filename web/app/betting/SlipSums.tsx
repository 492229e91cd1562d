import { useTranslation } from 'react-i18next'
import { ticketStakeText, type SlipLimits, type SlipSummary, type SlipTicketLine } from './slip.ts'
import { SlipLimitsLine, TicketLimitsLine } from './SlipLimitsLines.tsx'
import { formatNaira } from '#app/i18n/format.ts'

/** The slip's bets, total stake and potential win, the limits they are held to, and what is wrong with the stake. */
export function SlipSums({
  summary,
  limits,
  stake,
  hasSelections,
  tickets,
}: {
  summary: SlipSummary
  limits: SlipLimits
  stake: number | null
  hasSelections: boolean
  tickets: SlipTicketLine[]
}) {
  const { t } = useTranslation()
  return (
    <>
      <dl className="slip-sums">
        <div>
          <dt>{t('betSlip.bets')}</dt>
          <dd>{summary.bets}</dd>
        </div>
        <div>
          <dt>{t('betSlip.totalStake')}</dt>
          <dd data-testid="slip-total-stake">{formatNaira(summary.totalStake)}</dd>
        </div>
        <div>
          <dt>{t('betSlip.potentialWin')}</dt>
          <dd data-testid="slip-potential-win">{formatNaira(summary.potentialWin)}</dd>
        </div>
      </dl>
      {summary.capped && limits.maxPayout !== undefined ? (
        <p className="muted" data-testid="slip-capped">
          {t('betSlip.capped', { amount: formatNaira(limits.maxPayout) })}
        </p>
      ) : null}
      {hasSelections ? <SlipLimitsLine limits={limits} /> : null}
      <TicketLimitsLine tickets={tickets} />
      {stake !== null && summary.problems.includes('stake-too-low') ? (
        <p className="slip-notice slip-notice-error">{t('betSlip.stakeTooLow', { amount: formatNaira(limits.minStake ?? 0) })}</p>
      ) : null}
      {summary.problems.includes('stake-too-high') ? (
        <p className="slip-notice slip-notice-error">{t('betSlip.stakeTooHigh', { amount: formatNaira(limits.maxStake ?? 0) })}</p>
      ) : null}
      {summary.ticketStakes.map((problem) => (
        <p key={problem.gameTitle} className="slip-notice slip-notice-error" data-testid="slip-ticket-stake">
          {ticketStakeText(problem, t)}
        </p>
      ))}
      {summary.problems.includes('too-many') ? (
        <p className="slip-notice slip-notice-error">{t('betSlip.tooMany', { count: limits.maxSelections })}</p>
      ) : null}
    </>
  )
}
