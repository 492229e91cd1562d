import type { DrawLimitsView } from '@9ja/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * The stake per line, with the draw's limits; Jackpot Game's fixed stake stated instead. Uncontrolled:
 * the builder reads what is typed back from its form, so typing before hydration counts.
 */
export function TicketStake({ stake, fixedLineStake, limits }: { stake: string; fixedLineStake: number | null; limits: DrawLimitsView }) {
  const { t } = useTranslation('games')
  const stakeId = useId()
  return (
    <div className="nb-stake">
      {fixedLineStake === null ? (
        <>
          <label htmlFor={stakeId}>{t('numbers.builder.stakePerLine')}</label>
          <input id={stakeId} name="stake" inputMode="decimal" autoComplete="off" defaultValue={stake} data-testid="nb-stake" />
          <span className="muted small">
            {t('numbers.builder.stakeLimits', { min: formatNaira(limits.minStake), max: formatNaira(limits.maxStake) })}
          </span>
        </>
      ) : (
        <p>{t('numbers.builder.fixedStake', { stake: formatNaira(fixedLineStake) })}</p>
      )}
    </div>
  )
}
