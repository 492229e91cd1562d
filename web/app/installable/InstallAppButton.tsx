import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INSTALL_PROMPT_READY_EVENT, type WindowWithInstallPrompt } from './app-shell-script.ts'

type InstallState = 'unavailable' | 'offered' | 'installed' | 'standalone'

/**
 * The install page's Install button, shown only when the browser has offered to install the app (Chrome's
 * `beforeinstallprompt`, kept by app-shell-script.ts): without JavaScript, or in a browser that makes no
 * such offer (Safari), the page's written steps are the way.
 */
export function InstallAppButton() {
  const { t } = useTranslation()
  const [state, setState] = useState<InstallState>('unavailable')

  useEffect(() => {
    if (window.matchMedia('(display-mode: standalone)').matches) {
      setState('standalone')
      return
    }
    const showWhenOffered = () => {
      if ((window as WindowWithInstallPrompt).installPrompt) setState('offered')
    }
    const markInstalled = () => setState('installed')
    showWhenOffered()
    window.addEventListener(INSTALL_PROMPT_READY_EVENT, showWhenOffered)
    window.addEventListener('appinstalled', markInstalled)
    return () => {
      window.removeEventListener(INSTALL_PROMPT_READY_EVENT, showWhenOffered)
      window.removeEventListener('appinstalled', markInstalled)
    }
  }, [])

  async function install() {
    const offer = (window as WindowWithInstallPrompt).installPrompt
    if (!offer) return
    // An offer can be used once.
    delete (window as WindowWithInstallPrompt).installPrompt
    await offer.prompt()
    const { outcome } = await offer.userChoice
    setState(outcome === 'accepted' ? 'installed' : 'unavailable')
  }

  if (state === 'standalone') return <p className="install-status">{t('installApp.standalone')}</p>
  if (state === 'installed') return <p className="install-status">{t('installApp.installed')}</p>
  if (state === 'offered') {
    return (
      <button type="button" className="button" onClick={() => void install()} data-testid="install-app">
        {t('installApp.install')}
      </button>
    )
  }
  return null
}
