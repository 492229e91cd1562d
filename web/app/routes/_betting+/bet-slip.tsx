import type { MetaFunction } from '@remix-run/node'
import { useTranslation } from 'react-i18next'
import { BettingPanel } from '#app/betting/BettingPanel.tsx'

export const meta: MetaFunction = () => [{ title: 'Bet Slip | 9ja Lottery' }]

/** The bet slip on a page of its own: where the slip bar leads on a phone, where the side panel is hidden. */
export default function BetSlipPage() {
  const { t } = useTranslation()
  return (
    <main className="page betting-page bet-slip-page" data-testid="bet-slip-page">
      <h1 className="visually-hidden">{t('home.betSlip')}</h1>
      <BettingPanel />
    </main>
  )
}
