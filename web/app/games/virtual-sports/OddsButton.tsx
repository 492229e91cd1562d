/**
 * A price on the bet slip: a plain form posting the selection to the slip (so it works before and
 * without JavaScript). Replaced by the slip's own OddsButton once `web/app/betting` has it.
 */
export function OddsButton({ selectionId, odds, label }: { selectionId: string; odds: number; label: string }) {
  return (
    <form method="post" action="/resources/slip" className="odds-form">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="selectionId" value={selectionId} />
      <button type="submit" className="odds-button" data-selection-id={selectionId} aria-label={`${label} ${odds.toFixed(2)}`}>
        <span className="odds-label">{label}</span>
        <span className="odds-value">{odds.toFixed(2)}</span>
      </button>
    </form>
  )
}
