import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { VERIFY_IDENTITY_PATH } from '#app/accounts/paths.ts'
import type { PublicSessionUser } from '#app/accounts/session.server.ts'

/**
 * On every page while the player's identity is not verified: every stake needs it (deposits are open
 * meanwhile), so the player learns why before a game refuses them, with the way to the check.
 */
export function IdentityNotice({ kycStatus }: { kycStatus: Exclude<PublicSessionUser['kycStatus'], 'verified'> }) {
  const { t } = useTranslation('accounts')
  return (
    <p className="restriction-notice" role="status" data-testid="identity-notice">
      {t(`kyc.notice.${kycStatus}`)} {kycStatus === 'pending' ? null : <Link to={VERIFY_IDENTITY_PATH}>{t('kyc.notice.link')}</Link>}
    </p>
  )
}
