import { useTranslation } from 'react-i18next'
import { SLIP_ACTION } from '#app/betting/use-slip.ts'

/**
 * "Add to bet slip": the builder's form posted to the slip (a fetcher takes it once hydrated, see
 * `useAddTicket`), and what the player is told when no draw takes bets or the ticket is on.
 */
export function AddToSlip({ disabled, drawOpen, added }: { disabled: boolean; drawOpen: boolean; added: boolean }) {
  const { t } = useTranslation('games')
  return (
    <>
      <button
        type="submit"
        formMethod="post"
        formAction={SLIP_ACTION}
        name="intent"
        value="add-ticket"
        className="button nb-add"
        disabled={disabled}
        data-testid="nb-add"
      >
        {t('numbers.builder.add')}
      </button>
      {drawOpen ? null : <p className="muted small">{t('numbers.noDrawOpen')}</p>}
      <p className="small nb-added" role="status" data-testid="nb-added">
        {added ? t('numbers.builder.added') : ''}
      </p>
    </>
  )
}
