import { useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrashRoundSummary } from '@9ja/contract'
import type { CrashSlug } from './crash-games.ts'
import { multiplierBand } from './flight.ts'

type RoundsAnswer = { status: number; message: string; rounds: CrashRoundSummary[] | null }

/**
 * The last crash points, newest first, coloured by size. Tapping one opens its round's fairness
 * details (its revealed hash and the way to verify it), fetched when first asked for.
 */
export function HistoryChips({ slug, history }: { slug: CrashSlug; history: number[] }) {
  const { t } = useTranslation('games')
  const rounds = useFetcher<RoundsAnswer>()
  const [open, setOpen] = useState<number | null>(null)

  function show(index: number) {
    setOpen(open === index ? null : index)
    rounds.load(`/resources/games/crash/rounds?game=${slug}`)
  }
  const chosen = open === null ? null : rounds.data?.rounds?.[open]
  // The list is fetched after the chips were drawn: only a round with the chip's crash point is its round.
  const details = chosen && open !== null && chosen.crashPoint === history[open] ? chosen : null

  return (
    <div className="crash-history">
      <ol className="crash-chips" aria-label={t('crash.history.label')} data-testid="crash-history">
        {history.map((point, index) => (
          <li key={`${index}-${point}`}>
            <button
              type="button"
              className={`crash-chip crash-chip-${multiplierBand(point)}`}
              aria-expanded={open === index}
              onClick={() => show(index)}
            >
              {point.toFixed(2)}x
            </button>
          </li>
        ))}
      </ol>
      {open !== null ? (
        <div className="crash-chip-details" data-testid="crash-chip-details">
          {rounds.state !== 'idle' ? (
            <p className="small">{t('crash.history.loading')}</p>
          ) : details ? (
            <>
              <p className="small">{t('crash.history.round', { roundId: details.roundId, crashPoint: details.crashPoint.toFixed(2) })}</p>
              <p className="small">
                {t('crash.history.hash')} <span className="mono">{details.hash}</span>
              </p>
              <a className="small" href={`/fairness?crash=${slug}#crash-round-${details.roundId}`} target="_top">
                {t('crash.history.verify')}
              </a>
            </>
          ) : (
            <p className="small">{t('crash.history.unavailable')}</p>
          )}
          <button type="button" className="button button-outline button-small" onClick={() => setOpen(null)}>
            {t('crash.history.close')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
