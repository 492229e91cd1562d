import { useTranslation } from 'react-i18next'
import { BettingPanel } from '#app/betting/BettingPanel.tsx'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { pageTitle: 'betSlip' } satisfies PageTitleHandle

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
