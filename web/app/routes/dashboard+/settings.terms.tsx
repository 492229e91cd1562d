import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** The settings' terms panel: the short version, with the full Terms & Conditions one tap away. */
export default function SettingsTerms() {
  const { t } = useTranslation('accounts')
  return (
    <div className="settings-panel">
      <h1>{t('settings.terms')}</h1>
      <h2>{t('termsPanel.brand')}</h2>
      <ul className="bullet-list">
        <li>{t('termsPanel.age')}</li>
        <li>{t('termsPanel.accurate')}</li>
        <li>{t('termsPanel.oneAccount')}</li>
        <li>{t('termsPanel.suspension')}</li>
      </ul>
      <p>
        <Link to="/terms">{t('termsPanel.readFull')}</Link>
      </p>
    </div>
  )
}
