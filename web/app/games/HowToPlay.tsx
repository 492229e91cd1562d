import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { GameInfo } from '@9ja/contract'
import { formatPercent } from '#app/utils/format-number.ts'
import { formatNaira } from '#app/i18n/format.ts'

type LimitName = keyof GameInfo['limits']

/** How each limit reads: naira, a count, or a multiplier. */
function formatLimit(name: LimitName, value: number): string {
  if (name === 'maxBets' || name === 'maxSelections') return String(value)
  if (name === 'maxAutoCashOut') return `${value}x`
  return formatNaira(value)
}

/** The wallet-service's own rules (English), paragraph by paragraph. */
export function ServiceRules({ rules }: { rules: readonly string[] }) {
  return rules.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
}

/**
 * A game page's "How to play" panel: the game's rules, its stated RTP and the limits in force, as
 * the wallet-service defines them (`GET /games/{slug}`). A game that tells its rules in the player's
 * language gives them as `rules` (its registry entry's `Rules`); the others show the service's.
 * A `<details>`, so it opens without JavaScript.
 */
export function HowToPlay({ info, rules }: { info: GameInfo; rules?: ReactNode }) {
  const { t } = useTranslation('games')
  const limits = (Object.entries(info.limits) as [LimitName, number | undefined][]).filter(
    (entry): entry is [LimitName, number] => entry[1] !== undefined,
  )
  return (
    <details className="how-to-play" data-testid="how-to-play">
      <summary>{t('howToPlay.title')}</summary>
      {rules ?? <ServiceRules rules={info.rules} />}
      <p data-testid="how-to-play-rtp">{t('howToPlay.rtp', { rtp: formatPercent(info.rtp) })}</p>
      {limits.length > 0 ? (
        <dl className="how-to-play-limits">
          {limits.map(([name, value]) => (
            <div key={name}>
              <dt>{t(`howToPlay.limits.${name}`)}</dt>
              <dd>{formatLimit(name, value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </details>
  )
}
