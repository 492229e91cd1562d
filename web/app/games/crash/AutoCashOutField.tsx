import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { BetFields } from './bet-fields.ts'

/**
 * A bet panel's auto cash-out: a box to tick and the multiplier the server cashes the bet out at.
 * Both inputs are uncontrolled (`toggleRef`, `inputRef`): `onToggle` says the box changed, and
 * what is typed, digits and points only, goes to `onAutoCashOut`, which writes it into the field.
 */
export function AutoCashOutField({
  toggleRef,
  inputRef,
  defaults,
  on,
  outOfRange,
  maxAutoCashOut,
  locked,
  onToggle,
  onAutoCashOut,
}: {
  toggleRef: RefObject<HTMLInputElement>
  inputRef: RefObject<HTMLInputElement>
  /** The panel's fields as the page opened. */
  defaults: BetFields
  /** The box is ticked now. */
  on: boolean
  outOfRange: boolean
  maxAutoCashOut: number
  locked: boolean
  onToggle: () => void
  onAutoCashOut: (autoCashOut: string) => void
}) {
  const { t } = useTranslation('games')
  return (
    <>
      <label className="crash-auto-cash-out">
        <input ref={toggleRef} type="checkbox" defaultChecked={defaults.autoCashOutOn} disabled={locked} onChange={onToggle} />
        <span>{t('crash.panel.autoCashOut')}</span>
        <input
          ref={inputRef}
          inputMode="decimal"
          aria-label={t('crash.panel.autoCashOutAt')}
          defaultValue={defaults.autoCashOut}
          disabled={!on || locked}
          onChange={(event) => onAutoCashOut(event.target.value.replace(/[^\d.]/g, ''))}
        />
        <span aria-hidden="true">x</span>
      </label>
      {outOfRange ? <p className="field-error small">{t('crash.panel.autoCashOutRange', { max: maxAutoCashOut })}</p> : null}
    </>
  )
}
