import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNaira } from '#app/i18n/format.ts'

type SessionSoFar = { startedAt: string; stakes: number; wins: number; net: number }

/** How often the timer looks at the clock: a phone that slept past a check shows it on waking. */
const TICK_MS = 1000

/**
 * The reality check (issue 14): every `minutes` from the session's start, a modal shows how long the
 * player has played and the session's net result, asked of the server when it comes due, with
 * Continue and Stop (Stop logs out). A timer in the browser: the schedule is compared with the
 * wall clock, so a tab put to sleep shows the check when it wakes.
 */
export function RealityCheck({ minutes, sessionStartedAt }: { minutes: number; sessionStartedAt: string }) {
  const { t } = useTranslation('accounts')
  const stop = useFetcher()
  const [shown, setShown] = useState<SessionSoFar | null>(null)

  useEffect(() => {
    const start = Date.parse(sessionStartedAt)
    const every = minutes * 60_000
    const nextAfter = (now: number) => start + every * (Math.floor((now - start) / every) + 1)
    let due = nextAfter(Date.now())
    let asking = false
    const tick = window.setInterval(() => {
      if (asking || Date.now() < due) return
      asking = true
      due = nextAfter(Date.now())
      fetch('/resources/reality-check', { headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ session: SessionSoFar | null }>) : { session: null }))
        .then(({ session }) => session && setShown(session))
        // Offline for a moment: the next check comes at its time.
        .catch(() => {})
        .finally(() => {
          asking = false
        })
    }, TICK_MS)
    return () => window.clearInterval(tick)
  }, [minutes, sessionStartedAt])

  if (!shown) return null
  const playedMinutes = Math.max(0, Math.floor((Date.now() - Date.parse(shown.startedAt)) / 60_000))
  const played =
    playedMinutes >= 60
      ? t('realityCheck.hoursMinutes', { hours: Math.floor(playedMinutes / 60), minutes: playedMinutes % 60 })
      : t('realityCheck.minutes', { count: playedMinutes })
  return (
    <div className="modal-backdrop" data-testid="reality-check">
      <div className="modal reality-check" role="alertdialog" aria-modal="true" aria-labelledby="reality-check-title">
        <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
        <p>{t('realityCheck.played', { time: played })}</p>
        <p data-testid="reality-check-net">
          {t('realityCheck.net', { net: formatNaira(shown.net), stakes: formatNaira(shown.stakes), wins: formatNaira(shown.wins) })}
        </p>
        <div className="button-row reality-check-actions">
          <button type="button" className="button" onClick={() => setShown(null)} data-testid="reality-check-continue">
            {t('realityCheck.continue')}
          </button>
          <button
            type="button"
            className="button button-outline"
            disabled={stop.state !== 'idle'}
            onClick={() => stop.submit({ reason: 'reality-check' }, { method: 'post', action: '/dashboard/settings/logout' })}
            data-testid="reality-check-stop"
          >
            {t('realityCheck.stop')}
          </button>
        </div>
      </div>
    </div>
  )
}
