import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getSessionUser, requireSessionUser } from '#app/accounts/session.server.ts'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { fairnessFormSchema } from '#app/games/fairness/schemas.ts'
import { useHydrated } from '#app/forms/FormParts.tsx'
import { recomputeOutcome, sha256Hex } from '#app/games/fairness/verify.ts'
import { seedPairGameOf } from '#app/games/fairness/seed-pair-games.ts'
import type { RoundView } from '@9ja/contract'
import { answerOrGameError, crashGame, crashRounds, currentSeed, listRounds, rotateSeed, setClientSeed } from '#app/games/games.server.ts'
import { CrashFairness } from '#app/games/crash/CrashFairness.tsx'
import { catalogGamesOf } from '#app/games/catalog-games.server.ts'
import { isSportsSlug } from '#app/games/virtual-sports/sports-games.ts'
import { fetchSportsEvent, fetchSportsResults } from '#app/games/virtual-sports/sports.server.ts'
import { SportsFairness } from '#app/games/virtual-sports/SportsFairness.tsx'
import { loadScheduledFairness } from '#app/games/scheduled/fairness-section.server.ts'
import { fetchNumberDraw, fetchNumberResults } from '#app/games/numbers/numbers.server.ts'
import { NumbersFairness } from '#app/games/numbers/NumbersFairness.tsx'
import ballsStylesUrl from '#app/games/numbers/balls.css?url'
import gamesStylesUrl from '#app/games/games.css?url'
import virtualSportsStylesUrl from '#app/games/virtual-sports/virtual-sports.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { formatNaira } from '#app/i18n/format.ts'

/**
 * A player's own seed-pair forms, in a chunk of their own: their client-side checks (Conform and zod's
 * full build, about 13 KiB) are not downloaded by the visitors, who see no such form.
 */
const SeedPairForms = lazy(() => import('#app/games/fairness/SeedPairForms.tsx'))

export const handle = { i18n: ['games'], pageTitle: 'fairness' } satisfies I18nHandle & PageTitleHandle
export const links = () => [
  { rel: 'stylesheet', href: gamesStylesUrl },
  { rel: 'stylesheet', href: virtualSportsStylesUrl },
  { rel: 'stylesheet', href: ballsStylesUrl },
]

/**
 * Public: the shared outcomes (crash rounds, races, matches, draws) are everyone's to verify, so the
 * results pages' "Verify" links work for a visitor. A player also gets their own seed pair and rounds.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  // The crash section shows one game of the catalog at a time (`?crash=<slug>`), the first (Jet Crash) unless asked.
  const url = new URL(request.url)
  const crashParam = url.searchParams.get('crash')
  const [crashList, numberList] = await Promise.all([catalogGamesOf('crash'), catalogGamesOf('number')])
  const crashSlug = crashList.find((game) => game.slug === crashParam)?.slug ?? crashList[0]?.slug ?? 'jet-crash'
  const [seed, rounds, crashInfo, crashRoundList, sports, numbers] = await Promise.all([
    user ? currentSeed(user.token) : null,
    user ? listRounds(user.token, 50) : null,
    crashGame(crashSlug),
    crashRounds(crashSlug),
    loadScheduledFairness(url.searchParams, {
      gameParam: 'sports',
      eventParam: 'event',
      isSlug: isSportsSlug,
      firstSlug: 'virtual-football',
      results: fetchSportsResults,
      details: fetchSportsEvent,
    }),
    loadScheduledFairness(url.searchParams, {
      gameParam: 'numbers',
      eventParam: 'draw',
      isSlug: (slug): slug is string => numberList.some((game) => game.slug === slug),
      firstSlug: 'one-sure',
      results: fetchNumberResults,
      details: fetchNumberDraw,
    }),
  ])
  return json({
    loggedIn: user !== null,
    seed: seed?.data?.data ?? null,
    rounds: rounds?.data?.data ?? [],
    crash: { games: crashList, slug: crashSlug, info: crashInfo.data?.data ?? null, rounds: crashRoundList.data?.data ?? [] },
    sports,
    numbers: { ...numbers, games: numberList },
  })
}

/** The wallet-service refused (400) or could not answer (502). */
function refusalStatus(walletStatus: number): number {
  if (walletStatus === 200) return 200
  return walletStatus >= 500 ? 502 : 400
}

/**
 * Sets the client seed or rotates the server seed. Each answer is a toast: the wallet-service's refusal,
 * the spec's exception text when it cannot answer, or what changed (a rotation names the revealed seed).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { submission, enhanced } = await readSubmission(request, fairnessFormSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'games')
  const form = submission.value
  if (form.intent === 'client-seed') {
    const answer = await answerOrGameError('fairness client seed', () => setClientSeed(user.token, form.clientSeed))
    return outcomeAnswer(request, enhanced, {
      toast:
        answer.status === 200
          ? { type: 'success', description: t('fairness.clientSeedSaved') }
          : { type: 'error', description: answer.message },
      status: refusalStatus(answer.status),
    })
  }
  const answer = await answerOrGameError('fairness rotate', () => rotateSeed(user.token))
  const revealed = answer.data?.data.previous?.serverSeed
  return outcomeAnswer(request, enhanced, {
    toast:
      answer.status === 200
        ? { type: 'success', description: revealed ? t('fairness.rotatedRevealing', { serverSeed: revealed }) : t('fairness.rotated') }
        : { type: 'error', description: answer.message },
    status: refusalStatus(answer.status),
  })
}

type Check = { state: 'verified' | 'mismatch'; outcome: string; hashMatches: boolean }

/** Recomputes a round in the browser from its revealed seeds (Web Crypto) and compares it with the record. */
function RoundRow({ round }: { round: RoundView }) {
  const { t } = useTranslation('games')
  const [check, setCheck] = useState<Check | null>(null)
  // The check runs in the browser: until the page's script runs, a tap on the button would be lost.
  const hydrated = useHydrated()
  const game = seedPairGameOf(round.game)
  async function verify() {
    if (!round.serverSeed) return
    const hashMatches = (await sha256Hex(round.serverSeed)) === round.serverSeedHash
    const recomputed = await recomputeOutcome({
      game: round.game,
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    })
    if (!recomputed) return
    const { key, value } = recomputed
    const matches = value === Number(round.outcome[key])
    setCheck({ state: matches && hashMatches ? 'verified' : 'mismatch', outcome: `${key} ${value}`, hashMatches })
  }
  return (
    <tr data-testid="fairness-round" data-round-id={round.roundId}>
      <td>{game?.title ?? round.game}</td>
      <td>{round.nonce}</td>
      <td>{game?.verifier.describe(round.outcome) ?? JSON.stringify(round.outcome)}</td>
      <td>
        {formatNaira(round.stake)} → {formatNaira(round.amountWon)}
      </td>
      <td>
        {round.serverSeed ? (
          <>
            <button type="button" className="button button-small" disabled={!hydrated} onClick={verify}>
              {t('fairness.verify')}
            </button>
            {check ? (
              <p className={check.state === 'verified' ? 'verified' : 'field-error'} data-testid="verify-result" data-state={check.state}>
                {t(check.state === 'verified' ? 'fairness.verified' : 'fairness.mismatch', { outcome: check.outcome })}.{' '}
                {t(check.hashMatches ? 'fairness.hashMatches' : 'fairness.hashMismatch')}
              </p>
            ) : null}
          </>
        ) : (
          <span className="muted small">{t('fairness.notRevealed')}</span>
        )}
      </td>
    </tr>
  )
}

export default function FairnessPage() {
  const { loggedIn, seed, rounds, crash, sports, numbers } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  // One answer serves both forms: each is a toast.
  useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  return (
    <main className="page games-page fairness-page" data-testid="fairness-page">
      <h1>{t('fairness.title')}</h1>
      <p className="muted">{t('fairness.intro')}</p>
      {seed ? (
        <section className="seed-pair">
          <h2>{t('fairness.currentSeed')}</h2>
          <dl>
            <dt>{t('fairness.serverSeedHash')}</dt>
            <dd className="mono" data-testid="server-seed-hash">
              {seed.serverSeedHash}
            </dd>
            <dt>{t('fairness.nonce')}</dt>
            <dd>{seed.nonce}</dd>
          </dl>
          <Suspense fallback={null}>
            <SeedPairForms key={seed.clientSeed} clientSeed={seed.clientSeed} />
          </Suspense>
        </section>
      ) : null}
      <h2>{t('fairness.rounds')}</h2>
      {!loggedIn ? (
        <p data-testid="fairness-own-rounds-login">
          <Link to="/login?from=%2Ffairness">{t('fairness.ownRoundsLogin')}</Link>
        </p>
      ) : rounds.length === 0 ? (
        <p>{t('fairness.noRounds')}</p>
      ) : (
        <div className="table-scroll">
          <table className="rounds-table">
            <thead>
              <tr>
                <th>{t('fairness.game')}</th>
                <th>Nonce</th>
                <th>{t('fairness.outcome')}</th>
                <th>₦</th>
                <th>{t('fairness.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <RoundRow key={round.roundId} round={round} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CrashFairness games={crash.games} slug={crash.slug} info={crash.info} rounds={crash.rounds} />
      <SportsFairness slug={sports.slug} eventParam={sports.eventParam} event={sports.details} results={sports.results} />
      <NumbersFairness {...numbers} />
    </main>
  )
}
