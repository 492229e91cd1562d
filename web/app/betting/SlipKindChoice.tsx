import { useTranslation } from 'react-i18next'
import { combinedOdds, multipleBlocker, type SlipKind, type SlipLine } from './slip.ts'

/**
 * Singles or one multiple of the slip's selections (at their combined odds), and why a multiple
 * cannot be had. Controlled radios: the kind drives the sums, and a choice is saved at once.
 */
export function SlipKindChoice({
  lines,
  kind,
  hasTickets,
  onChoose,
}: {
  lines: SlipLine[]
  kind: SlipKind
  hasTickets: boolean
  onChoose: (kind: SlipKind) => void
}) {
  const { t } = useTranslation()
  const blocker = multipleBlocker(lines.map((line) => line.selectionId))
  return (
    <fieldset className="slip-kinds">
      <legend className="visually-hidden">{t('betSlip.kind')}</legend>
      <label className="slip-kind">
        <input type="radio" name="kind" value="single" checked={kind === 'single'} onChange={() => onChoose('single')} />
        {t('betSlip.singles', { count: lines.length })}
      </label>
      <label className="slip-kind">
        <input
          type="radio"
          name="kind"
          value="multiple"
          checked={kind === 'multiple'}
          disabled={blocker !== null}
          onChange={() => onChoose('multiple')}
        />
        {t('betSlip.multiple')}
        {kind === 'multiple' ? <span className="muted"> @ {combinedOdds(lines.map((line) => line.odds)).toFixed(2)}</span> : null}
      </label>
      {blocker === 'same-event' ? (
        <p className="muted slip-kind-reason" data-testid="multiple-blocked">
          {t('betSlip.sameEvent')}
        </p>
      ) : null}
      {hasTickets && kind === 'multiple' ? <p className="muted slip-kind-reason">{t('betSlip.ticketsSingles')}</p> : null}
    </fieldset>
  )
}
