import { useTranslation } from 'react-i18next'
import type { NumberBet } from '#app/betting/betting.server.ts'
import { Ball } from './BallDraw.tsx'
import { kindName, picksAreNumbers, ticketNumbers } from './kind-names.ts'
import { formatLagosClock, formatNaira } from '#app/i18n/format.ts'

/**
 * A number bet's ticket as Check Bet and My Bets show it: the game's draw, the bet kind and its
 * numbers, the draw's numbers once it has finished with the ticket's numbers that came up picked
 * out, and how many of its lines won.
 */
export function NumberBetLines({ bet }: { bet: NumberBet }) {
  const { t } = useTranslation('betting')
  return (
    <ul className="nb-bet-lines">
      {bet.selections.map((selection) => {
        const drawn = new Set(selection.drawn ?? [])
        // 1 Sure's range, odd/even and high/low picks are options, not balls: nothing to pick out.
        const numbers = picksAreNumbers(selection.kind) ? [...selection.picks, ...(selection.against ?? [])] : []
        return (
          <li
            key={`${selection.game}:${selection.drawId}`}
            className="nb-bet-line"
            data-testid="bet-selection"
            data-status={selection.status}
            data-draw-id={selection.drawId}
          >
            <p>
              <strong>{kindName(t, selection.kind)}</strong>
              {' · '}
              {t('numbers.drawAt', { number: selection.drawNumber, time: formatLagosClock(selection.drawsAt) })}
            </p>
            <p className="nb-bet-picks" data-testid="bet-ticket">
              {picksAreNumbers(selection.kind) ? (
                <>
                  <span className="visually-hidden">{t('numbers.picks')} </span>
                  {selection.picks.map((number) => (
                    <Ball key={number} number={number} matched={drawn.has(number)} />
                  ))}
                  {selection.against?.length ? (
                    <>
                      <span className="muted"> {t('numbers.against')} </span>
                      {selection.against.map((number) => (
                        <Ball key={number} number={number} matched={drawn.has(number)} />
                      ))}
                    </>
                  ) : null}
                </>
              ) : (
                ticketNumbers(t, selection)
              )}
            </p>
            {selection.drawn ? (
              <p className="nb-bet-drawn" data-testid="bet-drawn">
                <span className="muted">{t('numbers.drawn')} </span>
                {selection.drawn.map((number) => (
                  <Ball key={number} number={number} matched={numbers.includes(number)} />
                ))}
              </p>
            ) : null}
            <p className="small">
              {t(`bet.status.${selection.status}`)}
              {' · '}
              <span data-testid="bet-lines">
                {selection.winningLines === null
                  ? t('numbers.lines', { count: selection.lines })
                  : t('numbers.linesWon', { count: selection.lines, won: selection.winningLines })}
              </span>
              {' · '}
              {t('numbers.perLine', { amount: formatNaira(bet.stakePerLine) })}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
