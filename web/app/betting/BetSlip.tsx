import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SlipContents } from './SlipContents.tsx'
import { SlipOutcomes } from './SlipOutcomes.tsx'
import { STAKE_FETCHER_KEY, useSlip, useSlipFetcher, useSlipOutcome } from './use-slip.ts'

/**
 * The bet slip panel (home side panel, the sports page, the virtual sports pages): the selections
 * with their odds (moved odds shown old -> new, to be accepted before placing), singles or a
 * multiple, the stake per bet, total stake and potential win under the limits the games state, then
 * Place Bet and Book. Every control is a form posted to /resources/slip, so the panel works before
 * and without JavaScript; hydrated, the same forms go through fetchers.
 */
export function BetSlip() {
  const { t } = useTranslation()
  const slip = useSlip()
  const loaded = slip.loaded
  const titleId = useId()
  // Placing the slip's last bets takes the stake form off the panel before its answer comes: the panel takes it.
  useSlipFetcher(STAKE_FETCHER_KEY)
  const outcome = useSlipOutcome(loaded)
  return (
    <section className="panel-card bet-slip" aria-labelledby={titleId} data-testid="bet-slip">
      <h2 className="panel-title" id={titleId}>
        {t('home.betSlip')}
        {slip.count > 0 ? <span className="bet-slip-count">{slip.count}</span> : null}
      </h2>
      <SlipOutcomes outcome={outcome} loaded={loaded} />
      {slip.lines.length === 0 && slip.tickets.length === 0 ? (
        <p className="muted">{t('home.betSlipEmpty')}</p>
      ) : (
        <SlipContents lines={slip.lines} tickets={slip.tickets} loaded={loaded!} kind={slip.kind} />
      )}
      {loaded && loaded.unchecked > 0 ? <p className="muted">{t('betSlip.unchecked', { count: loaded.unchecked })}</p> : null}
    </section>
  )
}
