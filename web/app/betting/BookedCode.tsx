import { useTranslation } from 'react-i18next'
import { showToast } from '#app/components/toast/toast-store.ts'
import { useHydrated } from '#app/forms/FormParts.tsx'

/** A booked code: shown to copy (or select, without JavaScript) and shared on WhatsApp with a link that loads it. */
export function BookedCode({ code, shareUrl }: { code: string; shareUrl: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      showToast({ type: 'success', description: t('betSlip.codeCopied') })
    } catch {
      showToast({ type: 'error', description: t('betSlip.copyFailed') })
    }
  }
  const message = t('betSlip.shareText', { code, url: shareUrl })
  return (
    <div className="slip-booked" data-testid="slip-booked">
      <p>{t('betSlip.booked')}</p>
      <p className="slip-code" data-testid="booking-code">
        {code}
      </p>
      <div className="slip-actions">
        {hydrated ? (
          <button type="button" className="button button-outline" onClick={copy}>
            {t('betSlip.copy')}
          </button>
        ) : null}
        <a className="button" href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
          {t('betSlip.shareWhatsApp')}
        </a>
      </div>
    </div>
  )
}
