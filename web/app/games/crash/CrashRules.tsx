import { useTranslation } from 'react-i18next'
import { ServiceRules } from '#app/games/HowToPlay.tsx'
import type { GamePageProps } from '#app/games/game-definition.ts'
import { crashThemeText } from './themes.ts'
import { formatAmount } from '#app/i18n/format.ts'

/**
 * A crash game's rules for the page's how-to-play panel, in the player's language and with the
 * game's settings in force (the betting window, the limits, the RTP), as the wallet-service's
 * English rules state them. Without the game's settings (the service did not answer) the panel
 * keeps the service's rules.
 */
export function CrashRules({ info, sharedRound }: GamePageProps) {
  const { t } = useTranslation('games')
  const game = sharedRound?.info
  if (!game) return <ServiceRules rules={info?.rules ?? []} />
  const { slug } = game
  const { limits } = game
  const rtp = Math.round(game.rtp * 10_000) / 100
  return (
    <div data-testid="crash-rules">
      <p>{t(crashThemeText(slug, 'tagline'))}</p>
      <p>{t('crash.rules.bet', { seconds: Math.round(game.bettingWindowMs / 100) / 10 })}</p>
      <p>{t('crash.rules.flight')}</p>
      <p>{t('crash.rules.cashOut')}</p>
      <p>{t('crash.rules.crash')}</p>
      <p>{t('crash.rules.auto', { max: limits.maxAutoCashOut })}</p>
      <p>
        {t('crash.rules.limits', {
          minBet: formatAmount(limits.minBet),
          maxBet: formatAmount(limits.maxBet),
          maxWin: formatAmount(limits.maxWinPerBet),
        })}
      </p>
      <p>{t('crash.rules.roundCap', { payout: formatAmount(limits.maxRoundPayout), stakes: formatAmount(limits.maxRoundStakes) })}</p>
      <p>{t('crash.rules.rtp', { rtp, atTwo: (rtp / 2).toFixed(2) })}</p>
      <p>
        <a href={`/fairness?crash=${slug}`} target="_top">
          {t('crash.rules.fairness')}
        </a>
      </p>
    </div>
  )
}
