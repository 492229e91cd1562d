import type { CrashRoundState } from '@9ja/live'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '#app/components/toast/toast-store.ts'
import type { CrashGameInfo } from '@9ja/contract'
import { useGoToDeposit } from '../deposit.ts'
import type { GamePageProps } from '../game-definition.ts'
import { useRoundBalance } from '../use-round-balance.ts'
import { BetPanel } from './BetPanel.tsx'
import { BetsTabs, CrashLimits } from './BetsTabs.tsx'
import { BET_SLOTS, type CrashSlug } from './crash-games.ts'
import { CrashStage } from './CrashStage.tsx'
import { ServerClock } from '../server-clock.ts'
import { HistoryChips } from './HistoryChips.tsx'
import { crashThemeOf } from './themes.ts'
import { useCrashLive, useRoundFrames } from './use-crash-live.ts'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { useCrashSounds } from './sounds.ts'
import { formatNaira } from '#app/i18n/format.ts'

/** The play route's page for a crash game: the game, or why it cannot be played right now. */
export function CrashPlayPage({ balance, sharedRound }: GamePageProps) {
  const { t } = useTranslation('games')
  if (!sharedRound?.info) return <p role="alert">{t('crash.unavailable')}</p>
  return <CrashGame slug={sharedRound.info.slug} info={sharedRound.info} initialRound={sharedRound.round} initialBalance={balance} />
}

/**
 * A crash game: the history of crash points, the stage, two bet panels and the bets tabs, all fed by
 * the live round. The wallet-service decides everything; this page draws the flight from the round's
 * start time and the server's clock, and sends the player's presses.
 */
export function CrashGame({
  slug,
  info,
  initialRound,
  initialBalance,
}: {
  slug: CrashSlug
  info: CrashGameInfo
  initialRound: CrashRoundState | null
  initialBalance: number | null
}) {
  const { t } = useTranslation('games')
  const hydrated = useHydrated()
  const sounds = useCrashSounds()
  const [clock] = useState(() => new ServerClock())
  const { state: round, connection, onEvent } = useCrashLive(slug, initialRound, clock)
  const subscribeFrames = useRoundFrames(round, clock, info.growthPerMs)
  const { balance, reveal } = useRoundBalance(initialBalance)
  const goToDeposit = useGoToDeposit()
  const { name: themeName, theme } = crashThemeOf(slug)

  const latestReveal = useRef(reveal)
  latestReveal.current = reveal
  const onWalletChanged = useCallback(() => latestReveal.current(), [])
  const onInsufficientBalance = useCallback(
    (stake: number) => {
      showToast({ type: 'error', description: t('spinIt.insufficient') })
      goToDeposit(stake, balance)
    },
    [balance, goToDeposit, t],
  )

  // The round's crash, heard once when the page sees it happen (not when it opens on a crashed round).
  const crashedRound = round?.phase === 'crashed' ? round.roundId : null
  const heardCrash = useRef<number | null>(crashedRound)
  const { playSound } = sounds
  useEffect(() => {
    if (crashedRound === null || heardCrash.current === crashedRound) return
    heardCrash.current = crashedRound
    playSound('crash')
  }, [crashedRound, playSound])

  return (
    <section className="crash-game" data-testid="crash-game" data-game={slug} data-round-id={round?.roundId ?? ''} data-hydrated={hydrated}>
      <header className="crash-header">
        <h1>{info.title}</h1>
        <button
          type="button"
          className="crash-sound-toggle"
          aria-pressed={sounds.on}
          onClick={sounds.toggle}
          title={t(sounds.on ? 'crash.sound.on' : 'crash.sound.off')}
          data-testid="crash-sound"
          data-choice-read={sounds.choiceRead}
        >
          <span aria-hidden="true">{sounds.on ? '🔊' : '🔇'}</span>
          <span className="visually-hidden">{t('crash.sound.label')}</span>
        </button>
        <span className="balance-pill" data-testid="balance-pill">
          {t('spinIt.balance')}: {balance === null ? '—' : formatNaira(balance)}
        </span>
      </header>
      {connection === 'reconnecting' ? (
        <p className="crash-offline" role="status" data-testid="crash-offline">
          {t('crash.connection.lost')}
        </p>
      ) : null}
      <div className="crash-main">
        <HistoryChips slug={slug} history={round?.history ?? []} />
        <CrashStage
          slug={slug}
          theme={theme}
          themeName={themeName}
          round={round}
          growthPerMs={info.growthPerMs}
          bettingWindowMs={info.bettingWindowMs}
          subscribeFrames={subscribeFrames}
        />
        <div className="crash-panels">
          {BET_SLOTS.map((slot) => (
            <BetPanel
              key={slot}
              slot={slot}
              slug={slug}
              round={round}
              limits={info.limits}
              balance={balance}
              subscribeFrames={subscribeFrames}
              onEvent={onEvent}
              onWalletChanged={onWalletChanged}
              onInsufficientBalance={onInsufficientBalance}
              playSound={sounds.playSound}
            />
          ))}
        </div>
        <CrashLimits info={info} />
      </div>
      <BetsTabs slug={slug} round={round} />
    </section>
  )
}
