import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Where the choice is kept: this browser only (spec: local only). */
export const NOTIFICATIONS_KEY = 'notificationsEnabled'

/** Spec section 2: 'Allow notifications', on by default, kept locally. */
export default function NotificationSettings() {
  const { t } = useTranslation('accounts')
  const [enabled, setEnabled] = useState(true)
  useEffect(() => {
    setEnabled(window.localStorage.getItem(NOTIFICATIONS_KEY) !== 'false')
  }, [])
  const toggle = () => {
    const next = !enabled
    setEnabled(next)
    window.localStorage.setItem(NOTIFICATIONS_KEY, String(next))
  }
  return (
    <div className="settings-panel" data-testid="notification-panel">
      <h1>{t('settings.notification')}</h1>
      <label className="toggle">
        <input type="checkbox" role="switch" checked={enabled} onChange={toggle} data-testid="notification-toggle" />
        <span>{t('notification.allow')}</span>
      </label>
    </div>
  )
}
