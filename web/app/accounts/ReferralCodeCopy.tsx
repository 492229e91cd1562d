import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '#app/components/toast/toast-store.ts'

/** Spec section 9: the 'Copied' state lasts 4 s. */
const COPIED_MS = 4000

/** The signup link that fills the code in (`/signup?ref=CODE`), on this site. */
export const referralLink = (origin: string, code: string) => `${origin}/signup?ref=${encodeURIComponent(code)}`

/** The player's referral code in the user menu: tap to copy its signup link, answered with 'Link Copied'. */
export function ReferralCodeCopy({ code }: { code: string }) {
  const { t } = useTranslation('accounts')
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referralLink(window.location.origin, code))
    } catch {
      showToast({ type: 'error', description: t('menu.copyFailed') })
      return
    }
    showToast({ type: 'success', description: t('menu.linkCopied') })
    setCopied(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS)
  }

  return (
    <button type="button" className="referral-copy" onClick={copy} data-testid="referral-code-copy">
      <span className="referral-label">{t('menu.referralCode')}</span>
      <span className="referral-code">{code}</span>
      <span className="referral-state">{copied ? t('menu.copied') : t('menu.tapToCopy')}</span>
    </button>
  )
}
