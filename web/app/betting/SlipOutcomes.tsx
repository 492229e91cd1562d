import { useTranslation } from 'react-i18next'
import { BookedCode } from './BookedCode.tsx'
import { PlacedConfirmation } from './PlacedConfirmation.tsx'
import type { LoadedSlip } from './slip.server.ts'
import { droppedText, type SlipOutcome } from './slip.ts'

/** What the last change to the slip has to say (messages, bets placed, a code booked), and what its re-reading changed. */
export function SlipOutcomes({ outcome, loaded }: { outcome: SlipOutcome; loaded: LoadedSlip | null }) {
  const { t } = useTranslation()
  return (
    <>
      {outcome.notices.map((notice) => (
        <p key={notice.text} className={`slip-notice slip-notice-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ))}
      {loaded?.dropped.map((entry) => (
        <p key={entry.selectionId} className="slip-notice slip-notice-info" role="status">
          {droppedText(entry, t)}
        </p>
      ))}
      {loaded?.moved.map((entry) => (
        <p key={entry.code} className="slip-notice slip-notice-info" role="status" data-testid="slip-ticket-moved">
          {t('betSlip.ticketMoved', { game: entry.gameTitle, to: entry.to })}
        </p>
      ))}
      {loaded?.refused.map((entry) => (
        <p key={entry.code} className="slip-notice slip-notice-info" role="status">
          {t('betSlip.ticketRefused', { game: entry.gameTitle })}
        </p>
      ))}
      {outcome.placed ? <PlacedConfirmation placed={outcome.placed} /> : null}
      {outcome.booked ? <BookedCode code={outcome.booked.code} shareUrl={outcome.booked.shareUrl} /> : null}
    </>
  )
}
