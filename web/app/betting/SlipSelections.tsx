import { useTranslation } from 'react-i18next'
import { kindName, ticketNumbers } from '#app/games/numbers/kind-names.ts'
import { oddsChanged, type SlipLine, type SlipTicketLine } from './slip.ts'
import { SlipForm } from './SlipForm.tsx'

/** What is on the slip: the sports selections, then the number tickets, each with its own remove button. */
export function SlipSelections({ lines, tickets }: { lines: SlipLine[]; tickets: SlipTicketLine[] }) {
  return (
    <ul className="slip-lines" data-testid="slip-lines">
      {lines.map((line) => (
        <SlipLineItem key={line.selectionId} line={line} />
      ))}
      {tickets.map((ticket) => (
        <SlipTicketItem key={ticket.code} ticket={ticket} />
      ))}
    </ul>
  )
}

/** A selection: its pick, market and event, and its odds (moved odds shown old -> new). */
function SlipLineItem({ line }: { line: SlipLine }) {
  const { t } = useTranslation()
  return (
    <li className="slip-line" data-testid="slip-line" data-selection-id={line.selectionId}>
      <div className="slip-line-text">
        <span className="slip-pick">{line.pick}</span>
        <span className="slip-market muted">{line.market}</span>
        <span className="slip-event muted">{line.eventName}</span>
      </div>
      <span className="slip-odds" data-testid="slip-odds">
        {oddsChanged(line) ? (
          <>
            <s aria-hidden="true">{line.addedOdds.toFixed(2)}</s>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden">{t('betSlip.oddsMoved', { from: line.addedOdds.toFixed(2), to: line.odds.toFixed(2) })}</span>
            <strong aria-hidden="true">{line.odds.toFixed(2)}</strong>
          </>
        ) : (
          line.odds.toFixed(2)
        )}
      </span>
      <SlipForm intent="remove" fetcherKey={`slip-remove:${line.selectionId}`}>
        <input type="hidden" name="selectionId" value={line.selectionId} />
        <button type="submit" className="slip-remove" aria-label={t('betSlip.remove', { pick: line.pick })}>
          ×
        </button>
      </SlipForm>
    </li>
  )
}

/** A number ticket: its kind and numbers, its lines, its game and the draw it goes to; always a single. */
function SlipTicketItem({ ticket }: { ticket: SlipTicketLine }) {
  const { t } = useTranslation()
  const text = `${kindName(t, ticket.kind)} · ${ticketNumbers(t, ticket)}`
  return (
    <li className="slip-line slip-ticket" data-testid="slip-ticket" data-ticket={ticket.code} data-draw-id={ticket.drawId}>
      <div className="slip-line-text">
        <span className="slip-pick">
          {text} · {t('betSlip.ticketLines', { count: ticket.lines })}
        </span>
        <span className="slip-market muted">{ticket.gameTitle}</span>
        <span className="slip-event muted">{t('betSlip.ticketDraw', { number: ticket.drawNumber })}</span>
      </div>
      <SlipForm intent="remove-ticket" fetcherKey={`slip-remove-ticket:${ticket.code}`}>
        <input type="hidden" name="ticket" value={ticket.code} />
        <button type="submit" className="slip-remove" aria-label={t('betSlip.remove', { pick: text })}>
          ×
        </button>
      </SlipForm>
    </li>
  )
}
