import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { numberPagePath } from './number-games.ts'

/**
 * Lucky dip and Clear: at once with JavaScript; without it Lucky dip and Update are GETs of the page
 * (the address keeps the ticket) and Clear is a link to the page as it first loads.
 */
export function LuckyDipAndClear({
  slug,
  hydrated,
  onDip,
  onClear,
}: {
  slug: string
  hydrated: boolean
  onDip: () => void
  onClear: () => void
}) {
  const { t } = useTranslation('games')
  return (
    <div className="nb-builder-actions">
      <button
        type={hydrated ? 'button' : 'submit'}
        name="dip"
        value="1"
        className="button button-outline"
        onClick={hydrated ? onDip : undefined}
        data-testid="nb-lucky-dip"
      >
        {t('numbers.builder.luckyDip')}
      </button>
      {hydrated ? (
        <button type="button" className="link-button" onClick={onClear}>
          {t('numbers.builder.clear')}
        </button>
      ) : (
        <>
          <button type="submit" className="button button-outline">
            {t('numbers.builder.update')}
          </button>
          <Link to={numberPagePath(slug)} className="small">
            {t('numbers.builder.clear')}
          </Link>
        </>
      )}
    </div>
  )
}
