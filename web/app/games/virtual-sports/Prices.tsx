import type { MarketView, SelectionView } from './sports-schemas.ts'
import { OddsButton } from './OddsButton.tsx'

/** A selection's price: a slip button while bets are taken, the bare odds once betting has closed. */
export function Price({ selection, label, open }: { selection: SelectionView; label: string; open: boolean }) {
  if (open) return <OddsButton selectionId={selection.selectionId} odds={selection.odds} label={label} />
  return (
    <span className="odds-closed" aria-label={`${label} ${selection.odds.toFixed(2)}`}>
      <span className="odds-label">{label}</span>
      <span className="odds-value">{selection.odds.toFixed(2)}</span>
    </span>
  )
}

/** A market's name over its prices, each labelled with the selection's name. */
export function MarketPrices({ market, open }: { market: MarketView; open: boolean }) {
  return (
    <div className="vs-market" data-market={market.market}>
      <h4>{market.name}</h4>
      <div className={`vs-prices${market.selections.length > 3 ? ' vs-prices-grid' : ''}`}>
        {market.selections.map((selection) => (
          <Price key={selection.selectionId} selection={selection} label={selection.name} open={open} />
        ))}
      </div>
    </div>
  )
}
