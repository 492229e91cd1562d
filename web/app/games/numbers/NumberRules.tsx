import { Link } from '@remix-run/react'
import { betKindRules, paytableOdds, type NumberGameSlug, type Rational } from '@9ja/number-games'
import { useTranslation } from 'react-i18next'
import { drawCadence } from './draw-schedule.ts'
import { kindName } from './kind-names.ts'
import type { BetKindView, NumberDrawsView } from '@9ja/contract'
import { formatDecimal, formatPercent } from '#app/utils/format-number.ts'
import { formatNaira } from '#app/i18n/format.ts'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Whether the package knows the kind the service states (a newer service could state one it does not). */
const knownKind = (rules: NumberGameSlug, kind: string) => betKindRules(rules, kind) !== undefined

/** 8100 hundredths -> "81x", 1.8 -> "1.8x" */
const times = (multiplier: number) => `${formatDecimal(multiplier, 2)}x`

/** "1 min", "3 min", "20 s", "1 min 30 s" */
function duration(ms: number, t: Translate): string {
  const seconds = Math.round(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return t('numbers.rules.seconds', { count: rest })
  return rest === 0 ? t('numbers.rules.minutes', { count: minutes }) : t('numbers.rules.minutesSeconds', { minutes, seconds: rest })
}

/** The sizes a family of kinds is chosen by ("nap" for nap-1..nap-5): one row of rules, the paytable per size. */
const familyOf = (kind: string) => /^(nap|pick|perm)-\d+$/.exec(kind)?.[1] ?? kind

/**
 * A number game's rules in the player's language for its how-to-play panel, with the settings in
 * force as the draws answer states them: the cadence, when betting closes, the stakes, the liability
 * cap, the jackpot's share and floor, and every bet kind's lines, paytable and RTP.
 */
export function NumberRules({ title, rules, draws }: { title: string; rules: NumberGameSlug; draws: NumberDrawsView }) {
  const { t } = useTranslation('games')
  const cadence = drawCadence(draws)
  const { limits, jackpot } = draws
  const families = [...new Set(draws.betKinds.map((kind) => familyOf(kind.kind)))]
  return (
    <div className="nb-rules" data-testid="nb-rules">
      <p>{t(`numbers.rules.${rules}`, { game: title, interval: cadence.intervalMs === null ? '' : duration(cadence.intervalMs, t) })}</p>
      {cadence.closesBeforeMs !== null && cadence.drawMs !== null ? (
        <p>{t('numbers.rules.timing', { closes: duration(cadence.closesBeforeMs, t), draw: duration(cadence.drawMs, t) })}</p>
      ) : null}
      <ul>
        {families.map((family) => (
          <li key={family}>{t(`numbers.rules.kinds.${family}`)}</li>
        ))}
      </ul>
      <p>
        {jackpot
          ? t('numbers.rules.fixedStake', { stake: formatNaira(limits.minStake) })
          : t('numbers.rules.stakes', { min: formatNaira(limits.minStake), max: formatNaira(limits.maxStake) })}{' '}
        {t('numbers.rules.liability', { amount: formatNaira(limits.maxLiability) })}
      </p>
      {jackpot ? <p>{t('numbers.rules.jackpot', { share: formatPercent(jackpot.share), floor: formatNaira(jackpot.floor) })}</p> : null}
      <div className="table-scroll">
        <table className="nb-paytable" data-testid="nb-paytable">
          <caption>{t('numbers.rules.paytable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('numbers.rules.kind')}</th>
              <th scope="col">{t('numbers.rules.pays')}</th>
              <th scope="col">{t('numbers.rules.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {draws.betKinds.map((kind) => (
              <tr key={kind.kind} data-kind={kind.kind}>
                <th scope="row">{kindName(t, kind.kind)}</th>
                <td>{paysText(kind, rules, t)}</td>
                <td data-testid="nb-kind-rtp">{formatPercent(kind.rtp)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small">
        {t('numbers.rules.fairness')} <Link to="/fairness#number-games">{t('numbers.rules.fairnessLink')}</Link>
      </p>
    </div>
  )
}

/** 1/43,949,268 -> "1 in 43,949,268"; a chance better than 1 in 10 keeps a decimal: "1 in 2.7". */
function oneIn(chance: Rational, t: Translate): string {
  const odds = Number(chance.denominator) / Number(chance.numerator)
  return t('numbers.rules.oneIn', { times: formatDecimal(odds, odds < 10 ? 1 : 0) })
}

/**
 * What a kind pays, best first, each tier with its exact chance for one line (the package's
 * combinatorics): "5 of 5: 100,000x (1 in 43,949,268) · 4 of 5: ..."; 1 Sure's single line: "81x (1 in 90)".
 */
function paysText(kind: BetKindView, rules: NumberGameSlug, t: Translate): string {
  const chances = new Map(knownKind(rules, kind.kind) ? paytableOdds(rules, kind.kind).map((tier) => [tier.matches, tier.chance]) : [])
  const chance = (matches: number) => {
    const odds = chances.get(matches)
    return odds ? ` (${oneIn(odds, t)})` : ''
  }
  if (rules === 'one-sure') return `${times(kind.paytable[0]?.multiplier ?? 0)}${chance(1)}`
  const tiers = kind.paytable.map(
    (tier) =>
      `${t('numbers.rules.tier', { matches: tier.matches, of: kind.lineSize, pays: times(tier.multiplier) })}${chance(tier.matches)}`,
  )
  const jackpotTier = kind.jackpot ? [t('numbers.rules.jackpotTier', { matches: kind.jackpot.matches })] : []
  const perLine = kind.kind.startsWith('perm') || kind.kind === 'against' || kind.kind === 'banker' ? ` ${t('numbers.rules.perLine')}` : ''
  return [...jackpotTier, ...tiers].join(' · ') + perLine
}
