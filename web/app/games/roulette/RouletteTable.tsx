import { useFetcher } from '@remix-run/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'
import { useGoToDeposit } from '../deposit.ts'
import type { GameActionAnswer } from '../game-action.ts'
import type { GamePageProps } from '../game-definition.ts'
import { useRoundBalance } from '../use-round-balance.ts'
import { CHIPS, colourOf, POCKET_DEGREES, restingRotation, SECTOR_SIZES, WHEEL_ORDER, type SectorName } from './wheel.ts'
import { formatAmount, formatNaira } from '#app/i18n/format.ts'

type BetType = 'straight' | 'colour' | 'parity' | 'range' | 'dozen' | 'sector'
type Bet = { type: BetType; selection: string | number; amount: number }
type SpinAnswer = GameActionAnswer<{
  roundId: number
  number: number
  colour: string
  totalStake: number
  totalWon: number
  bets: (Bet & { won: number })[]
}>
const SPIN_MS = 5000
const betKey = (type: BetType, selection: string | number) => `${type}:${selection}`

function RouletteWheel({ rotation, animate }: { rotation: number; animate: boolean }) {
  const radius = 120
  return (
    <div className="roulette-wheel">
      <div className="spin-wheel-pointer" aria-hidden="true" />
      <svg
        viewBox="0 0 240 240"
        data-testid="roulette-wheel"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)` : 'none',
        }}
      >
        {WHEEL_ORDER.map((pocket, i) => {
          const from = ((i - 0.5) * POCKET_DEGREES - 90) * (Math.PI / 180)
          const to = ((i + 0.5) * POCKET_DEGREES - 90) * (Math.PI / 180)
          const point = (angle: number) =>
            `${(radius + radius * Math.cos(angle)).toFixed(2)} ${(radius + radius * Math.sin(angle)).toFixed(2)}`
          const colour = colourOf(pocket)
          return (
            <g key={pocket}>
              <path
                d={`M ${radius} ${radius} L ${point(from)} A ${radius} ${radius} 0 0 1 ${point(to)} Z`}
                fill={colour === 'red' ? '#c81e1e' : colour === 'black' ? '#111827' : '#008751'}
                stroke="#d4af37"
                strokeWidth="0.6"
              />
              <text
                x={radius}
                y={16}
                fontSize="9"
                fill="#fff"
                textAnchor="middle"
                transform={`rotate(${(i * POCKET_DEGREES).toFixed(3)} ${radius} ${radius})`}
              >
                {pocket}
              </text>
            </g>
          )
        })}
        <circle cx={radius} cy={radius} r={70} fill="#7c4a1e" stroke="#d4af37" strokeWidth="3" />
        <circle cx={radius} cy={radius} r={18} fill="#d4af37" />
      </svg>
    </div>
  )
}

/** Spin 2 Win Royale under `/play/spin2win-royale`: the table with the player's recent pockets and the stake limits. */
export function RoulettePlayPage({ balance, info, recentRounds }: GamePageProps) {
  const { minBet, maxBet } = info?.limits ?? {}
  return (
    <RouletteTable
      initialBalance={balance}
      recentResults={recentRounds.map((round) => Number(round.outcome.number))}
      limits={minBet !== undefined && maxBet !== undefined ? { minBet, maxBet } : null}
    />
  )
}

/** The Spin 2 Win Royale table: chips, bets, an animated wheel, the result and recent results. */
function RouletteTable({
  initialBalance,
  recentResults,
  limits,
}: {
  initialBalance: number | null
  recentResults: number[]
  limits: { minBet: number; maxBet: number } | null
}) {
  const { t } = useTranslation('games')
  const spinFetcher = useFetcher<SpinAnswer>()
  const { balance, holdForRound, reveal } = useRoundBalance(initialBalance)
  const goToDeposit = useGoToDeposit()
  // Marks the table once React controls it: a chip placed on the server's HTML before that does nothing.
  const hydrated = useHydrated()
  const [chip, setChip] = useState<number>(CHIPS[0])
  const [bets, setBets] = useState<Map<string, Bet>>(new Map())
  const [rotation, setRotation] = useState(0)
  const [animate, setAnimate] = useState(false)
  const [spinning, setSpinning] = useState(false)
  const [result, setResult] = useState<SpinAnswer['data']>(null)
  const [recent, setRecent] = useState(recentResults)
  const turns = useRef(0)

  const stakeOf = (bet: Bet) => (bet.type === 'sector' ? bet.amount * SECTOR_SIZES[bet.selection as SectorName] : bet.amount)
  const totalStake = [...bets.values()].reduce((sum, bet) => sum + stakeOf(bet), 0)

  function place(type: BetType, selection: string | number) {
    if (spinning) return
    setResult(null)
    setBets((current) => {
      const next = new Map(current)
      const existing = next.get(betKey(type, selection))
      next.set(betKey(type, selection), { type, selection, amount: (existing?.amount ?? 0) + chip })
      return next
    })
  }

  function spin() {
    if (bets.size === 0) return showToast({ type: 'error', description: t('roulette.placeBet') })
    if (balance !== null && totalStake > balance) {
      showToast({ type: 'error', description: t('spinIt.insufficient') })
      return goToDeposit(totalStake, balance)
    }
    holdForRound()
    spinFetcher.submit(
      { bets: JSON.stringify([...bets.values()]), idempotencyKey: crypto.randomUUID() },
      { method: 'post', action: '/resources/games/roulette' },
    )
  }

  useFetcherAnswer(spinFetcher, (answer) => {
    if (answer.status !== 200 || !answer.data) {
      reveal()
      showToast({ type: 'error', description: answer.message })
      return
    }
    const data = answer.data
    turns.current += 5
    setSpinning(true)
    setAnimate(true)
    setRotation(restingRotation(turns.current, data.number))
    window.setTimeout(() => {
      setSpinning(false)
      setResult(data)
      setRecent((list) => [data.number, ...list].slice(0, 12))
      reveal()
    }, SPIN_MS)
  })

  const cell = (type: BetType, selection: string | number, label: string, className = '') => {
    const bet = bets.get(betKey(type, selection))
    return (
      <button
        type="button"
        key={betKey(type, selection)}
        className={`table-cell ${className}`}
        data-bet={betKey(type, selection)}
        onClick={() => place(type, selection)}
        aria-label={`${label}${bet ? ` ${formatNaira(bet.amount)}` : ''}`}
      >
        {label}
        {bet ? <span className="chip-marker">{formatAmount(bet.amount)}</span> : null}
      </button>
    )
  }

  return (
    <section className="roulette" data-testid="roulette-table" data-hydrated={hydrated}>
      <header className="spin-it-header">
        <h1>{t('roulette.title')}</h1>
        <span className="balance-pill" data-testid="balance-pill">
          {t('roulette.balance')}: {balance === null ? '—' : formatNaira(balance)}
        </span>
      </header>
      <div className="roulette-top">
        <RouletteWheel rotation={rotation} animate={animate} />
        <div className="roulette-result" aria-live="polite" data-testid="roulette-result">
          {spinning ? (
            <p>{t('roulette.spinning')}</p>
          ) : result ? (
            <>
              <p className={`pocket pocket-${result.colour}`} data-number={result.number}>
                {result.number}
              </p>
              <p data-testid="roulette-winnings">
                {result.totalWon > 0 ? t('roulette.won', { amount: formatAmount(result.totalWon) }) : t('roulette.noWin')}
              </p>
            </>
          ) : null}
          <h2>{t('roulette.recentResults')}</h2>
          <ol className="recent-results" data-testid="recent-results">
            {recent.map((number, i) => (
              <li key={i} className={`pocket-small pocket-${colourOf(number)}`}>
                {number}
              </li>
            ))}
          </ol>
        </div>
      </div>

      <div className="chips" role="radiogroup" aria-label={t('roulette.chip')}>
        {CHIPS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={chip === value}
            className={`chip${chip === value ? ' selected' : ''}`}
            onClick={() => setChip(value)}
          >
            {formatAmount(value)}
          </button>
        ))}
      </div>
      {limits ? (
        <p className="muted small">{t('roulette.limits', { min: formatAmount(limits.minBet), max: formatAmount(limits.maxBet) })}</p>
      ) : null}

      <div className="roulette-board">
        {cell('straight', 0, '0', 'zero')}
        <div className="numbers">
          {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => cell('straight', n, String(n), `pocket-${colourOf(n)}`))}
        </div>
        <div className="outside">
          {cell('dozen', 1, t('roulette.dozen1'))}
          {cell('dozen', 2, t('roulette.dozen2'))}
          {cell('dozen', 3, t('roulette.dozen3'))}
          {cell('range', 'low', t('roulette.low'))}
          {cell('parity', 'even', t('roulette.even'))}
          {cell('colour', 'red', t('roulette.red'), 'pocket-red')}
          {cell('colour', 'black', t('roulette.black'), 'pocket-black')}
          {cell('parity', 'odd', t('roulette.odd'))}
          {cell('range', 'high', t('roulette.high'))}
        </div>
        <h2>{t('roulette.sectors')}</h2>
        <div className="sectors">
          {(Object.keys(SECTOR_SIZES) as SectorName[]).map((sector) =>
            cell('sector', sector, `${t(`roulette.${sector}`)} (${t('roulette.sectorCost', { count: SECTOR_SIZES[sector] })})`),
          )}
        </div>
      </div>

      <div className="roulette-actions">
        <span data-testid="total-stake">
          {t('roulette.totalStake')}: {formatNaira(totalStake)}
        </span>
        <button
          type="button"
          className="button button-outline"
          disabled={spinning || bets.size === 0}
          onClick={() => {
            setBets(new Map())
            setResult(null)
          }}
        >
          {t('roulette.clear')}
        </button>
        <button type="button" className="button" disabled={spinning || spinFetcher.state !== 'idle'} onClick={spin}>
          {spinFetcher.state !== 'idle' || spinning ? t('roulette.spinning') : t('roulette.spin')}
        </button>
      </div>
    </section>
  )
}
