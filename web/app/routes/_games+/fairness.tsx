import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireSessionUser } from '#app/auth/session.server.ts'
import { formatAmount } from '#app/wallet/money.ts'
import { recomputeOutcome, sha256Hex } from '#app/games/fairness/verify.ts'
import { answerOrGameError, currentSeed, listRounds, rotateSeed, setClientSeed, type RoundView } from '#app/games/games.server.ts'
import gamesStylesUrl from '#app/games/games.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['games'] } satisfies I18nHandle
export const links = () => [{ rel: 'stylesheet', href: gamesStylesUrl }]
export const meta: MetaFunction = () => [{ title: 'Provably fair | 9ja Lottery' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const [seed, rounds] = await Promise.all([currentSeed(user.token), listRounds(user.token, 50)])
  return json({ seed: seed.data?.data ?? null, rounds: rounds.data?.data ?? [] })
}

const actionForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('client-seed'), clientSeed: z.string() }),
  z.object({ intent: z.literal('rotate') }),
])

/** The wallet-service refused (400) or could not answer (502). */
function refusalStatus(walletStatus: number): number {
  if (walletStatus === 200) return 200
  return walletStatus >= 500 ? 502 : 400
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const form = actionForm.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return json({ message: 'Invalid request', revealed: null }, { status: 400 })
  if (form.data.intent === 'client-seed') {
    const { clientSeed } = form.data
    const answer = await answerOrGameError('fairness client seed', () => setClientSeed(user.token, clientSeed))
    return json({ message: answer.status === 200 ? null : answer.message, revealed: null }, { status: refusalStatus(answer.status) })
  }
  const answer = await answerOrGameError('fairness rotate', () => rotateSeed(user.token))
  return json(
    { message: answer.status === 200 ? null : answer.message, revealed: answer.data?.data.previous?.serverSeed ?? null },
    { status: refusalStatus(answer.status) },
  )
}

type Check = { state: 'verified' | 'mismatch'; outcome: string; hashMatches: boolean }

function describeOutcome(round: Pick<RoundView, 'game' | 'outcome'>) {
  return round.game === 'spin-it'
    ? `#${String(round.outcome.index)} ${String(round.outcome.result)}`
    : `${String(round.outcome.number)} ${String(round.outcome.colour)}`
}

/** Recomputes a round in the browser from its revealed seeds (Web Crypto) and compares it with the record. */
function RoundRow({ round }: { round: RoundView }) {
  const { t } = useTranslation('games')
  const [check, setCheck] = useState<Check | null>(null)
  async function verify() {
    if (!round.serverSeed) return
    const hashMatches = (await sha256Hex(round.serverSeed)) === round.serverSeedHash
    const { key, value } = await recomputeOutcome({
      game: round.game,
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    })
    const matches = value === Number(round.outcome[key])
    setCheck({ state: matches && hashMatches ? 'verified' : 'mismatch', outcome: `${key} ${value}`, hashMatches })
  }
  return (
    <tr data-testid="fairness-round" data-round-id={round.roundId}>
      <td>{round.game === 'spin-it' ? 'Spin It' : 'Spin 2 Win Royale'}</td>
      <td>{round.nonce}</td>
      <td>{describeOutcome(round)}</td>
      <td>
        ₦{formatAmount(round.stake)} → ₦{formatAmount(round.amountWon)}
      </td>
      <td>
        {round.serverSeed ? (
          <>
            <button type="button" className="button button-small" onClick={verify}>
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
  const { seed, rounds } = useLoaderData<typeof loader>()
  const { t } = useTranslation('games')
  const navigation = useNavigation()
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
          <Form method="post" className="inline-form" key={seed.clientSeed}>
            <input type="hidden" name="intent" value="client-seed" />
            <label>
              {t('fairness.clientSeed')}
              <input name="clientSeed" defaultValue={seed.clientSeed} maxLength={64} />
            </label>
            <button type="submit" className="button" disabled={navigation.state !== 'idle'}>
              {t('fairness.setClientSeed')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="rotate" />
            <button type="submit" className="button button-outline" disabled={navigation.state !== 'idle'}>
              {t('fairness.rotate')}
            </button>
          </Form>
        </section>
      ) : null}
      <h2>{t('fairness.rounds')}</h2>
      {rounds.length === 0 ? (
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
    </main>
  )
}
