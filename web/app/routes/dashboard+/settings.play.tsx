import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export default function SettingsHowToPlay() {
  const { t } = useTranslation('accounts')
  return (
    <div className="settings-panel">
      <h1>{t('settings.play')}</h1>
      <p>{t('playPanel.intro')}</p>
      <p>
        <Link to="/how2play">{t('playPanel.open')}</Link>
      </p>
    </div>
  )
}
