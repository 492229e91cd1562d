import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Profile } from '#app/accounts/profile.server.ts'

function initials(fullName: string) {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

/** Profile (spec section 2): initials avatar, read-only phone and email, and the KYC button. */
export function ProfileView() {
  const { profile } = useLoaderData<{ profile: Profile | null }>()
  const { t } = useTranslation('accounts')
  return (
    <div className="settings-panel" data-testid="profile-panel">
      <h1>{t('settings.profile')}</h1>
      {profile ? (
        <>
          <div className="profile-head">
            <span className="avatar" aria-hidden="true" data-testid="profile-initials">
              {initials(profile.fullName)}
            </span>
            <strong>{profile.fullName}</strong>
          </div>
          <div className="form-field">
            <label htmlFor="profile-phone">{t('profile.phoneNumber')}</label>
            <input id="profile-phone" value={profile.phoneNumber} readOnly />
          </div>
          <div className="form-field">
            <label htmlFor="profile-email">{t('profile.email')}</label>
            <input id="profile-email" value={profile.email} readOnly />
          </div>
        </>
      ) : null}
      <button type="button" className="button" disabled title={t('profile.kycComingTitle')} data-testid="kyc-button">
        {t('profile.kycButton')}
      </button>
    </div>
  )
}
