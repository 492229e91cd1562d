import { useTranslation } from 'react-i18next'
import { pickOptionName } from './kind-names.ts'
import type { BetType, BuilderState, PickInput } from './ticket-builder.ts'

/**
 * The numbers a ticket picks: one of a few options (a range, a colour), or the grid of balls, with a
 * second grid for Against's bottom numbers. Uncontrolled inputs: the builder's form reads them back.
 */
export function TicketPicks({ input, builder, types }: { input: PickInput; builder: BuilderState; types: BetType[] }) {
  const { t } = useTranslation('games')
  return input.kind === 'options' ? (
    <fieldset className="nb-options" data-testid="nb-options">
      <legend>{t('numbers.builder.pickOne')}</legend>
      {input.values.map((value) => (
        <label key={value} className="nb-option">
          <input type="radio" name="pick" value={value} defaultChecked={builder.picks[0] === value} />
          <span>{pickOptionName(t, builder.type, value)}</span>
        </label>
      ))}
    </fieldset>
  ) : (
    <>
      <NumberGrid
        name="pick"
        legend={t(input.against ? 'numbers.builder.topNumbers' : 'numbers.builder.numbers', { count: builder.picks.length })}
        balls={input.balls}
        picked={builder.picks}
        blocked={builder.against}
        single={types.find((entry) => entry.type === builder.type)!.kinds.every((rules) => rules.maxPicks === 1)}
        most={mostPicks(types, builder.type)}
      />
      {input.against ? (
        <NumberGrid
          name="against"
          legend={t('numbers.builder.bottomNumbers', { count: builder.against.length })}
          balls={input.balls}
          picked={builder.against}
          blocked={builder.picks}
          single={false}
          most={types.find((entry) => entry.type === builder.type)!.kinds[0]!.againstPicks?.max ?? input.balls}
        />
      ) : null}
    </>
  )
}

/** The most numbers the type takes on its grid. */
function mostPicks(types: BetType[], type: string): number {
  return Math.max(...types.find((entry) => entry.type === type)!.kinds.map((rules) => rules.maxPicks))
}

/**
 * The number grid: one labelled checkbox per ball (radios when the type takes one number), each a
 * 44 px target, so 90 of them fit a 360 px phone seven to a row. Once the type's most are ticked the
 * others wait; a number on the other side of an Against is not offered twice.
 */
function NumberGrid({
  name,
  legend,
  balls,
  picked,
  blocked,
  single,
  most,
}: {
  name: 'pick' | 'against'
  legend: string
  balls: number
  picked: readonly number[]
  blocked: readonly number[]
  single: boolean
  most: number
}) {
  const full = !single && picked.length >= most
  return (
    <fieldset className="nb-grid-set">
      <legend>{legend}</legend>
      <div className="nb-grid" data-testid={`nb-grid-${name}`}>
        {Array.from({ length: balls }, (_, index) => index + 1).map((number) => {
          const ticked = picked.includes(number)
          return (
            <label key={number} className="nb-cell">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                value={number}
                defaultChecked={ticked}
                disabled={blocked.includes(number) || (full && !ticked)}
              />
              <span>{number}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
