import type { CrashRoundState } from '@9ja/live'
import { useFetcher } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrashGameInfo, CrashPlayerBet } from '#app/games/games.server.ts'
import { formatAmount } from '#app/wallet/money.ts'
import type { CrashActionAnswer } from './crash-actions.server.ts'
import type { CrashSlug } from './crash-games.ts'
import { PillTabs } from './PillTabs.tsx'

const TABS = ['all', 'mine'] as const
type Tab = (typeof TABS)[number]

/** Under the panels: the round's live bets and the player's own bets (how to play is the page's panel under the game). */
export function BetsTabs({ slug, round }: { slug: CrashSlug; round: CrashRoundState | null }) {
  const { t } = useTranslation('games')
  const [tab, setTab] = useState<Tab>('all')
  return (
    <section className="crash-tabs">
      <PillTabs names={TABS} selected={tab} label={(name) => t(`crash.tabs.${name}`)} onSelect={setTab} />
      {tab === 'all' ? <AllBets round={round} /> : <MyBets slug={slug} round={round} />}
    </section>
  )
}

function AllBets({ round }: { round: CrashRoundState | null }) {
  const { t } = useTranslation('games')
  if (!round) return null
  return (
    <div role="tabpanel" data-testid="crash-all-bets">
      <p className="crash-bets-summary small">
        {t('crash.allBets.summary', { count: round.betCount, total: formatAmount(round.totalStake) })}
      </p>
      {round.bets.length === 0 ? (
        <p className="muted small">{t('crash.allBets.none')}</p>
      ) : (
        <BetsTable firstHeading={t('crash.allBets.player')}>
          {round.bets.map((bet) => (
            <tr key={bet.betId} data-bet-id={bet.betId} className={bet.cashedOutAt === null ? '' : 'crash-bet-won'}>
              <td>{bet.player}</td>
              <td>₦{formatAmount(bet.amount)}</td>
              <td>{bet.cashedOutAt === null ? '' : `${bet.cashedOutAt.toFixed(2)}x`}</td>
              <td>{bet.win === null ? '' : `₦${formatAmount(bet.win)}`}</td>
            </tr>
          ))}
        </BetsTable>
      )}
    </div>
  )
}

/** The player's bets, fetched when the tab opens and again after each crash (when they settle). */
function MyBets({ slug, round }: { slug: CrashSlug; round: CrashRoundState | null }) {
  const { t } = useTranslation('games')
  const bets = useFetcher<CrashActionAnswer<CrashPlayerBet[]>>()
  const { submit } = bets
  const settledRound = round?.phase === 'crashed' ? round.roundId : null
  useEffect(() => {
    submit({ game: slug }, { method: 'post', action: '/resources/games/crash/my-bets' })
  }, [slug, settledRound, submit])
  const list = bets.data?.data ?? []
  return (
    <div role="tabpanel" data-testid="crash-my-bets">
      {bets.data && bets.data.status !== 200 ? <p className="field-error small">{bets.data.message}</p> : null}
      {list.length === 0 ? (
        <p className="muted small">{bets.state === 'idle' ? t('crash.myBets.none') : t('crash.history.loading')}</p>
      ) : (
        <BetsTable firstHeading={t('crash.myBets.round')}>
          {list.map((bet) => (
            <tr
              key={bet.betId}
              data-bet-id={bet.betId}
              data-status={bet.status}
              className={bet.status === 'cashed-out' ? 'crash-bet-won' : ''}
            >
              <td>
                {bet.roundId}
                {bet.crashPoint === null ? '' : ` · ${bet.crashPoint.toFixed(2)}x`}
              </td>
              <td>₦{formatAmount(bet.amount)}</td>
              <td>{bet.multiplier === null ? t(`crash.myBets.status.${bet.status}`) : `${bet.multiplier.toFixed(2)}x`}</td>
              <td>₦{formatAmount(bet.amountWon)}</td>
            </tr>
          ))}
        </BetsTable>
      )}
    </div>
  )
}

/** A list of bets: who or which round, the stake, the cash-out multiplier and the win. */
function BetsTable({ firstHeading, children }: { firstHeading: string; children: ReactNode }) {
  const { t } = useTranslation('games')
  return (
    <table className="crash-bets-table">
      <thead>
        <tr>
          <th>{firstHeading}</th>
          <th>{t('crash.allBets.amount')}</th>
          <th>{t('crash.allBets.multiplier')}</th>
          <th>{t('crash.allBets.win')}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** Minimum and maximum bet, maximum win and RTP: shown before the player stakes anything. */
export function CrashLimits({ info }: { info: CrashGameInfo }) {
  const { t } = useTranslation('games')
  const { limits } = info
  return (
    <dl className="crash-limits" data-testid="crash-limits">
      <div>
        <dt>{t('crash.limits.minBet')}</dt>
        <dd>₦{formatAmount(limits.minBet)}</dd>
      </div>
      <div>
        <dt>{t('crash.limits.maxBet')}</dt>
        <dd>₦{formatAmount(limits.maxBet)}</dd>
      </div>
      <div>
        <dt>{t('crash.limits.maxWin')}</dt>
        <dd>₦{formatAmount(limits.maxWinPerBet)}</dd>
      </div>
      <div>
        <dt>{t('crash.limits.rtp')}</dt>
        <dd>{Math.round(info.rtp * 10_000) / 100}%</dd>
      </div>
    </dl>
  )
}
