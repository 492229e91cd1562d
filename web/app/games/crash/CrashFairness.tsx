import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChainWalk } from '#app/games/fairness/ChainWalk.tsx'
import { verifyCrashRound, type CrashRoundCheck } from '#app/games/fairness/crash-verify.ts'
import type { CrashGameInfo, CrashRoundProof, CrashRoundSummary } from '@9ja/contract'
import { useHydrated } from '#app/forms/FormParts.tsx'
import type { CrashGameIdentity, CrashSlug } from './crash-games.ts'

type ProofAnswer = { status: number; message: string; proof: CrashRoundProof | null }

/**
 * The crash games on /fairness: the scheme in words, a game's published commitment and its recent
 * rounds, each verifiable here in the browser, and its chain walkable back to the commitment.
 */
export function CrashFairness({
  games,
  slug,
  info,
  rounds,
}: {
  /** The crash games of the catalog, one link each. */
  games: CrashGameIdentity[]
  slug: CrashSlug
  info: CrashGameInfo | null
  rounds: CrashRoundSummary[]
}) {
  const { t } = useTranslation('games')
  return (
    <section className="crash-fairness" data-testid="crash-fairness" id="crash-games">
      <h2>{t('crash.fairness.title')}</h2>
      <p className="muted">{t('crash.fairness.scheme')}</p>
      <p className="muted">{t('crash.fairness.formula')}</p>
      <nav className="crash-fairness-games">
        {games.map((game) => (
          <Link
            key={game.slug}
            to={`?crash=${game.slug}#crash-games`}
            aria-current={game.slug === slug ? 'page' : undefined}
            className={`button button-small ${game.slug === slug ? '' : 'button-outline'}`}
            preventScrollReset
          >
            {game.title}
          </Link>
        ))}
      </nav>
      {info?.chain ? (
        <dl>
          <dt>{t('crash.fairness.commitment')}</dt>
          <dd className="mono" data-testid="crash-commitment">
            {info.chain.commitment}
          </dd>
          <dd className="muted small">
            {t('crash.fairness.chain', { chainId: info.chain.chainId, length: info.chain.length, createdAt: info.chain.createdAt })}
          </dd>
        </dl>
      ) : (
        <p>{t('crash.fairness.unavailable')}</p>
      )}
      <h3>{t('crash.fairness.recent')}</h3>
      {rounds.length === 0 ? (
        <p>{t('crash.fairness.noRounds')}</p>
      ) : (
        <div className="table-scroll">
          <table className="rounds-table">
            <thead>
              <tr>
                <th>{t('crash.fairness.round')}</th>
                <th>{t('crash.fairness.crashPoint')}</th>
                <th>{t('crash.fairness.hash')}</th>
                <th>{t('crash.fairness.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <CrashRoundRow key={round.roundId} slug={slug} round={round} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function CrashRoundRow({ slug, round }: { slug: CrashSlug; round: CrashRoundSummary }) {
  const { t } = useTranslation('games')
  const proof = useFetcher<ProofAnswer>()
  const [check, setCheck] = useState<CrashRoundCheck | null>(null)
  // The check runs in the browser: until the page's script runs, a tap on the button would be lost.
  const hydrated = useHydrated()
  const loaded = proof.data?.proof ?? null

  useEffect(() => {
    if (!loaded) return
    let current = true
    void verifyCrashRound(loaded).then((result) => current && setCheck(result))
    return () => {
      current = false
    }
  }, [loaded])

  const verified = check?.linksToNext && check.crashPointMatches
  return (
    <tr id={`crash-round-${round.roundId}`} data-testid="crash-fairness-round" data-round-id={round.roundId}>
      <td>{round.roundId}</td>
      <td>{round.crashPoint.toFixed(2)}x</td>
      <td className="mono small">{round.hash}</td>
      <td>
        <button
          type="button"
          className="button button-small"
          disabled={!hydrated || proof.state !== 'idle'}
          onClick={() => proof.load(`/resources/games/crash/rounds?game=${slug}&roundId=${round.roundId}`)}
        >
          {t('crash.fairness.verify')}
        </button>
        {proof.data && !loaded ? <p className="field-error small">{proof.data.message}</p> : null}
        {check && loaded ? (
          <>
            <p
              className={verified ? 'verified' : 'field-error'}
              data-testid="crash-verify-result"
              data-state={verified ? 'verified' : 'mismatch'}
            >
              {verified
                ? t('crash.fairness.verified', { crashPoint: (check.crashPointX100 / 100).toFixed(2) })
                : t('crash.fairness.mismatch', {
                    crashPoint: (check.crashPointX100 / 100).toFixed(2),
                    linkState: t(check.linksToNext ? 'crash.fairness.linkOk' : 'crash.fairness.linkBroken'),
                  })}
            </p>
            <ChainWalk link={loaded.hash} steps={loaded.chainIndex} commitment={loaded.commitment} testId="crash-walk-result" />
          </>
        ) : null}
      </td>
    </tr>
  )
}
