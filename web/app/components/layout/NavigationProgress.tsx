import { useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * A thin bar across the top while a page is loading or a form is sending. It fades in after a
 * moment (CSS), so quick navigations do not flicker. Pages served without JavaScript never render it.
 */
export function NavigationProgress() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div className="navigation-progress" role="progressbar" aria-label={t('nav.loadingPage')} data-testid="navigation-progress" />
}
