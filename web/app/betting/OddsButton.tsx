import { useLocation } from '@remix-run/react'
import { EnhancedField } from '#app/forms/enhanced-form.tsx'
import { SLIP_ACTION, useSlip, useSlipFetcher } from './use-slip.ts'

/** Where a plain HTML slip post comes back to: the page it was made on. */
export function SlipReturnField() {
  const location = useLocation()
  return <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
}

/**
 * A price: pressing it puts the selection on the bet slip, pressing it again takes it off. A real
 * form (it works before and without JavaScript), posted by a fetcher once hydrated, shown picked at
 * once (optimistic). `game` is the event's sports game, which the slip needs to re-check the price.
 */
export function OddsButton({ game, selectionId, odds, label }: { game: string; selectionId: string; odds: number; label: string }) {
  const fetcher = useSlipFetcher(`slip-toggle:${selectionId}`)
  const selected = useSlip().isSelected(selectionId)
  return (
    <fetcher.Form method="post" action={SLIP_ACTION} className="odds-form">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="game" value={game} />
      <input type="hidden" name="selectionId" value={selectionId} />
      <SlipReturnField />
      <EnhancedField />
      <button type="submit" className="odds-button" aria-pressed={selected} data-selection-id={selectionId}>
        <span className="odds-label">{label}</span>
        <span className="odds-value">{odds.toFixed(2)}</span>
      </button>
    </fetcher.Form>
  )
}
