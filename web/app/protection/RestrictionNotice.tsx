import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PublicSessionUser } from '#app/accounts/session.server.ts'

/** On every page while the player is on a time-out or self-excluded: until when, what it blocks, and that withdrawals still work. */
export function RestrictionNotice({ restriction }: { restriction: NonNullable<PublicSessionUser['restriction']> }) {
  const { t } = useTranslation('accounts')
  return (
    <p className="restriction-notice" role="status" data-testid="restriction-notice">
      {t(`protection.notice.${restriction.kind}`, { until: restriction.untilText })}{' '}
      <Link to="/dashboard/settings/time-out">{t('protection.notice.more')}</Link>
    </p>
  )
}
