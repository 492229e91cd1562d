import type { DrawLimitsView } from '@9ja/contract'
import { useTranslation } from 'react-i18next'
import type { StakeProblem, TicketSums } from './ticket-builder.ts'
import { formatNaira } from '#app/i18n/format.ts'

/** The ticket's lines, total stake and most it can win, or what is wrong with it. */
export function TicketSummary({
  ticketName,
  message,
  sums,
  stakeIssue,
  limits,
}: {
  ticketName: string | null
  message: string | null
  sums: TicketSums | null
  stakeIssue: StakeProblem | null
  limits: DrawLimitsView
}) {
  const { t } = useTranslation('games')
  return (
    <div className="nb-summary" aria-live="polite" data-testid="nb-summary">
      {ticketName ? <p className="nb-ticket-name">{ticketName}</p> : null}
      {message ? (
        <p className="field-error small" data-testid="nb-ticket-error">
          {message}
        </p>
      ) : null}
      {stakeIssue ? (
        <p className="field-error small" data-testid="nb-stake-error">
          {t(`numbers.builder.stake.${stakeIssue}`, { min: formatNaira(limits.minStake), max: formatNaira(limits.maxStake) })}
        </p>
      ) : null}
      {sums ? (
        <dl className="slip-sums">
          <div>
            <dt>{t('numbers.builder.lines')}</dt>
            <dd data-testid="nb-lines">{sums.lines}</dd>
          </div>
          <div>
            <dt>{t('numbers.builder.totalStake')}</dt>
            <dd data-testid="nb-total-stake">{formatNaira(Number(sums.totalStakeKobo) / 100)}</dd>
          </div>
          <div>
            <dt>{t(sums.withJackpot ? 'numbers.builder.maxWinJackpot' : 'numbers.builder.maxWin')}</dt>
            <dd data-testid="nb-max-win">{formatNaira(Number(sums.maxWinKobo) / 100)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  )
}
