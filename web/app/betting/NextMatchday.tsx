import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { SportsEventView } from '@9ja/contract'
import { OddsButton } from './OddsButton.tsx'

/**
 * The next virtual football matchday's match results prices (1X2), for the landing page: a visitor
 * can start a slip from the first page they see. The full markets are on the football page.
 */
export function NextMatchday({ events }: { events: SportsEventView[] }) {
  const { t } = useTranslation()
  if (events.length === 0) return null
  return (
    <section className="next-matchday panel-card" data-testid="next-matchday">
      <h2 className="panel-title">{t('betSlip.nextMatchday')}</h2>
      <ul className="next-matchday-list">
        {events.map((event) => {
          const market = event.markets.find((entry) => entry.market === '1x2')
          if (!market) return null
          return (
            <li
              key={event.eventId}
              className="next-matchday-event"
              data-testid="featured-event"
              data-betting-closes-at={event.bettingClosesAt}
            >
              <span className="next-matchday-name">{event.name}</span>
              <div className="next-matchday-prices">
                {market.selections.map((selection) => (
                  <OddsButton
                    key={selection.selectionId}
                    game="virtual-football"
                    selectionId={selection.selectionId}
                    odds={selection.odds}
                    label={oneXTwoLabel(selection.selectionId)}
                  />
                ))}
              </div>
            </li>
          )
        })}
      </ul>
      <Link to="/virtual-sports/virtual-football">{t('betSlip.allMarkets')}</Link>
    </section>
  )
}

/** "8123:1x2:x" -> "X": the 1X2 pick as every Nigerian slip prints it. */
const oneXTwoLabel = (selectionId: string) => selectionId.slice(selectionId.lastIndexOf(':') + 1).toUpperCase()
