import { useTranslation } from 'react-i18next'

/** Shown instead of a section when the CMS has never answered since this server started. */
export function ContentUnavailable() {
  const { t } = useTranslation()
  return (
    <p className="content-unavailable" role="status" data-testid="content-unavailable">
      {t('content.unavailable')}
    </p>
  )
}
