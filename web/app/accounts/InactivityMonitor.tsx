import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACTIVITY_EVENTS, isPlayerActivityMessage } from '#app/utils/player-activity.ts'

/**
 * While the player is active without making requests (reading, playing inside a game frame), the
 * server is told this often, so its own idle expiry (accounts/session.server.ts) slides too.
 */
const SERVER_KEEPALIVE_MS = 60_000

/**
 * Spec section 4: after `timeoutMs` without a mouse move, key press, scroll, click or touch, a
 * warning counts down `warningMs`; at zero the player is logged out and sent to `/`. Any activity,
 * or 'Stay Logged In', starts the wait again. Activity inside a game frame counts: the framed page
 * reports it by message (utils/player-activity.ts).
 */
export function InactivityMonitor({ timeoutMs, warningMs }: { timeoutMs: number; warningMs: number }) {
  const { t } = useTranslation('accounts')
  const logout = useFetcher()
  const lastActivity = useRef(Date.now())
  const loggingOut = useRef(false)
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)

  useEffect(() => {
    let lastKeepalive = Date.now()
    const onActivity = () => {
      const now = Date.now()
      lastActivity.current = now
      setSecondsLeft(null)
      if (now - lastKeepalive < SERVER_KEEPALIVE_MS) return
      lastKeepalive = now
      fetch('/resources/session', { headers: { accept: 'application/json' } }).catch(() => {
        // Offline for a moment: the next activity tries again.
        lastKeepalive = 0
      })
    }
    const onMessage = (event: MessageEvent) => {
      if (isPlayerActivityMessage(event)) onActivity()
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true })
    window.addEventListener('message', onMessage)
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
      window.removeEventListener('message', onMessage)
    }
    // logOut only reads refs and the fetcher's submit; the timers must not restart on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
