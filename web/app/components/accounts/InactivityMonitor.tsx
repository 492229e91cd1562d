import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart'] as const

/**
 * Spec section 4: after `timeoutMs` without a mouse move, key press, scroll, click or touch, a
 * warning counts down `warningMs`; at zero the player is logged out and sent to `/`. Any activity,
 * or 'Stay Logged In', starts the wait again.
 */
export function InactivityMonitor({ timeoutMs, warningMs }: { timeoutMs: number; warningMs: number }) {
  const { t } = useTranslation('accounts')
  const logout = useFetcher()
  const lastActivity = useRef(Date.now())
  const loggingOut = useRef(false)
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now()
      setSecondsLeft(null)
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    const tick = window.setInterval(() => {
      const idle = Date.now() - lastActivity.current
      if (idle < timeoutMs) return setSecondsLeft(null)
      const remaining = timeoutMs + warningMs - idle
      if (remaining > 0) return setSecondsLeft(Math.ceil(remaining / 1000))
      if (loggingOut.current) return
      loggingOut.current = true
      logOut()
    }, 250)
    return () => {
      window.clearInterval(tick)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true })
    }
    // logOut only reads stable refs and the fetcher's submit.
  }, [timeoutMs, warningMs])

  // Same-origin POST: the server's origin check (docs/decisions/006) is all the logout needs.
  function logOut() {
    logout.submit({ reason: 'inactivity' }, { method: 'post', action: '/dashboard/settings/logout' })
  }

  if (secondsLeft === null) return null
  return (
    <div className="modal-backdrop" data-testid="inactivity-prompt">
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="inactivity-text">
        <p id="inactivity-text">{t('inactivity.warning', { seconds: secondsLeft })}</p>
        <button type="button" className="button" onClick={() => setSecondsLeft(null)}>
          {t('inactivity.stay')}
        </button>
      </div>
    </div>
  )
}
