import { OddsButton } from '#app/betting/OddsButton.tsx'
import type { SportsSlug } from './sports-games.ts'
import type { MarketView, SelectionView } from '@9ja/contract'

/** Which game an event's prices belong to (the slip re-checks them there), and whether its bets are still taken. */
export type Betting = { game: SportsSlug; open: boolean }

/** A selection's price: a slip button while bets are taken, the bare odds once betting has closed. */
export function Price({ selection, label, betting }: { selection: SelectionView; label: string; betting: Betting }) {
  if (betting.open) return <OddsButton game={betting.game} selectionId={selection.selectionId} odds={selection.odds} label={label} />
  return (
    <span className="odds-closed" aria-label={`${label} ${selection.odds.toFixed(2)}`}>
      <span className="odds-label">{label}</span>
      <span className="odds-value">{selection.odds.toFixed(2)}</span>
    </span>
  )
}

/** A market's name over its prices, each labelled with the selection's name. */
export function MarketPrices({ market, betting }: { market: MarketView; betting: Betting }) {
  return (
    <div className="vs-market" data-market={market.market}>
      <h4>{market.name}</h4>
      <div className={`vs-prices${market.selections.length > 3 ? ' vs-prices-grid' : ''}`}>
        {market.selections.map((selection) => (
          <Price key={selection.selectionId} selection={selection} label={selection.name} betting={betting} />
        ))}
      </div>
    </div>
  )
}
