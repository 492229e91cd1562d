import { useTranslation } from 'react-i18next'
import type { LoadedSlip } from './slip.server.ts'
import { oddsChanged, type SlipKind, type SlipLine, type SlipTicketLine } from './slip.ts'
import { SlipForm } from './SlipForm.tsx'
import { SlipSelections } from './SlipSelections.tsx'
import { StakeForm } from './StakeForm.tsx'
import { TypedStakeContext, useSavedChoice } from './typed-stake.ts'

/**
 * A slip with something on it: its selections, Accept when odds moved, the stake form and Clear. The
 * stake and kind as the player has them live here, as every one of these forms posts them.
 */
export function SlipContents({
  lines,
  tickets,
  loaded,
  kind,
}: {
  /** The selections and tickets still on the slip once the changes under way are counted. */
  lines: SlipLine[]
  tickets: SlipTicketLine[]
  loaded: LoadedSlip
  kind: SlipKind
}) {
  const { t } = useTranslation()
  const changed = lines.filter(oddsChanged)
  // The player's own choices show at once; a change saved elsewhere shows once the slip is re-read.
  const [stakeText, setStakeText] = useSavedChoice(loaded.stake === null ? '' : String(loaded.stake))
  const [chosenKind, setChosenKind] = useSavedChoice(kind)
  return (
    <TypedStakeContext.Provider value={{ stakeText, kind: chosenKind }}>
      <SlipSelections lines={lines} tickets={tickets} />
      {changed.length > 0 ? (
        <SlipForm intent="accept" className="slip-accept">
          <p role="alert">{t('betSlip.oddsChanged', { count: changed.length })}</p>
          <button type="submit" className="button" data-testid="accept-odds">
            {t('betSlip.acceptOdds')}
          </button>
        </SlipForm>
      ) : null}
      <StakeForm
        lines={lines}
        tickets={tickets}
        loaded={loaded}
        stakeText={stakeText}
        setStakeText={setStakeText}
        chosenKind={chosenKind}
        setChosenKind={setChosenKind}
      />
      <SlipForm intent="clear" className="slip-clear">
        <button type="submit" className="link-button">
          {t('betSlip.clear')}
        </button>
      </SlipForm>
    </TypedStakeContext.Provider>
  )
}
