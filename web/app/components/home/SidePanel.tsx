import { BettingPanel } from '#app/betting/BettingPanel.tsx'

/**
 * The landing page's side panel: the bet slip, Book (load a booking code) and Check Bet, with the
 * spec's texts. Hidden on small screens by the stylesheet (spec section 2); there the slip bar leads
 * to the slip's own page.
 */
export function SidePanel() {
  return (
    <aside className="side-panel" data-testid="side-panel">
      <BettingPanel />
    </aside>
  )
}
