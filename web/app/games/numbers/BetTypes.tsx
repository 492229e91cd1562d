import type { NumberGameSlug } from '@9ja/number-games'
import { useTranslation } from 'react-i18next'
import { useKindName } from './kind-names.ts'
import { kindOfType, typeTakes, type BetType } from './ticket-builder.ts'

/**
 * The bet types the numbers ticked allow (all of them before any is ticked): buttons that switch at
 * once with JavaScript, GETs of the page (keeping the ticket) without. A sized type shows its size.
 */
export function BetTypes({
  types,
  chosen,
  count,
  rules,
  hydrated,
  onChoose,
}: {
  types: BetType[]
  chosen: string
  count: number
  rules: NumberGameSlug
  hydrated: boolean
  onChoose: (type: string) => void
}) {
  const { t } = useTranslation('games')
  const name = useKindName()
  const shown = types.filter((type) => type.type === chosen || typeTakes(type, count))
  if (shown.length < 2) return null
  return (
    <fieldset className="nb-types" data-testid="nb-types">
      <legend>{t('numbers.builder.betType')}</legend>
      {shown.map((type) => {
        const kind = kindOfType(rules, type.type, count)
        return (
          <button
            key={type.type}
            type={hydrated ? 'button' : 'submit'}
            name="switchType"
            value={type.type}
            aria-pressed={type.type === chosen}
            className="nb-type"
            onClick={hydrated ? () => onChoose(type.type) : undefined}
            data-testid={`nb-type-${type.type}`}
          >
            {kind ? name(kind) : t(`numbers.types.${type.type}`)}
          </button>
        )
      })}
    </fieldset>
  )
}
