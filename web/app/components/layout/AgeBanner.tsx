import { useTranslation } from 'react-i18next'

/**
 * Spec section 1: logged-out visitors see that the platform is strictly 18+. The English text is the
 * CMS site setting; the CMS holds English only, so other languages show the translated chrome text.
 */
export function AgeBanner({ text }: { text: string | null }) {
  const { t, i18n } = useTranslation()
  const bannerText = i18n.language === 'en' && text ? text : t('banner.ageFallback')
  return (
    <aside className="age-banner" data-testid="age-banner">
      <span className="age-badge" aria-hidden="true">
        18+
      </span>
      <span>{bannerText}</span>
    </aside>
  )
}
