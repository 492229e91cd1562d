import { useTranslation } from 'react-i18next'

/**
 * Bet Slip, Book and Check Bet exactly as the spec shows them: present, with no behaviour yet
 * (spec section 2, landing page). Hidden on small screens by the stylesheet.
 */
export function SidePanel() {
  const { t } = useTranslation()
  return (
    <aside className="side-panel" data-testid="side-panel">
      <section className="panel-card">
        <h2 className="panel-title">{t('home.betSlip')}</h2>
        <p className="muted">{t('home.betSlipEmpty')}</p>
      </section>
      <section className="panel-card">
        <h2 className="panel-title">{t('home.bookTitle')}</h2>
        <p className="muted">{t('home.bookHint')}</p>
        <div className="inline-field">
          <input type="text" aria-label={t('home.bookPlaceholder')} placeholder={t('home.bookPlaceholder')} />
          <button type="button" className="button">
            {t('home.book')}
          </button>
        </div>
      </section>
      <section className="panel-card">
        <h2 className="panel-title">{t('home.checkBetTitle')}</h2>
        <p className="muted">{t('home.checkBetHint')}</p>
        <div className="inline-field">
          <input type="text" aria-label={t('home.checkBetPlaceholder')} placeholder={t('home.checkBetPlaceholder')} />
          <button type="button" className="button">
            {t('home.check')}
          </button>
        </div>
      </section>
    </aside>
  )
}
