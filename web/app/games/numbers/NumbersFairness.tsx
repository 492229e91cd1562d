import { checkDraw, isNumberGameSlug, type DrawCheck } from '@9ja/number-games'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChainWalk } from '../fairness/ChainWalk.tsx'
import { CheckFindings, ProofFacts, ScheduledFairness } from '../scheduled/ScheduledFairness.tsx'
import { Ball } from './BallDraw.tsx'
import { drawFairnessHref } from './fairness-link.ts'
import type { CatalogGameIdentity } from '../game-definition.ts'
import type { NumberDrawDetailsView, NumberDrawView } from '@9ja/contract'
import { formatLagosClock } from '#app/i18n/format.ts'

/**
 * The number games on /fairness: the scheme in words, a game's recent draws, and one draw (picked
 * from them, from a results list's link, or by its id) recomputed here in the browser with the
 * platform's own code (@9ja/number-games over Web Crypto): the link draws the numbers stated, in
 * their order, it hashes to the link before it, and walked back it reaches the chain's commitment.
 */
export function NumbersFairness({
  games,
  slug,
  eventParam: drawParam,
  details: draw,
  results,
}: {
  /** The catalog's number games. */
  games: CatalogGameIdentity[]
  slug: string
  /** The draw asked for (`&draw=<id>`), as typed. */
  eventParam: string
  details: NumberDrawDetailsView | null
  results: NumberDrawView[]
}) {
  const { t } = useTranslation('games')
  const title = games.find((game) => game.slug === slug)?.title ?? slug
  return (
    <ScheduledFairness
      anchor="number-games"
      testId="numbers-fairness"
      title={t('numbers.fairness.title')}
      about={[t('numbers.fairness.scheme')]}
      game={{
        name: 'numbers',
        label: t('numbers.fairness.game'),
        value: slug,
        options: games.map((game) => ({ value: game.slug, title: game.title })),
      }}
      event={{ name: 'draw', label: t('numbers.fairness.drawId'), value: drawParam, testId: 'numbers-fairness-draw-id' }}
      find={t('numbers.fairness.find')}
      missing={
        drawParam !== '' && !draw
          ? { text: t('numbers.fairness.notFound', { drawId: drawParam, game: title }), testId: 'numbers-fairness-missing' }
          : null
      }
      proof={draw ? <DrawProof key={draw.drawId} slug={slug} draw={draw} /> : null}
      recent={{
        title: t('numbers.fairness.recent', { game: title }),
        empty: t('numbers.fairness.noResults'),
        events: results.map((result) => ({
          id: result.drawId,
          href: drawFairnessHref(slug, result.drawId),
          label: (result.drawn ?? []).join(' ') || t('virtualSports.void'),
        })),
      }}
    />
  )
}

function DrawProof({ slug, draw }: { slug: string; draw: NumberDrawDetailsView }) {
  const { t } = useTranslation('games')
  const [check, setCheck] = useState<DrawCheck | null>(null)
  const { link, chainIndex, commitment, hashesTo } = draw.fairness
  // Redrawn by the rule set the game plays, when this page knows it.
  const rules = isNumberGameSlug(draw.rules) ? draw.rules : null
  const provable = draw.status === 'finished' && link !== undefined && draw.drawn !== null && rules !== null
  const verified = check !== null && check.drawnMatches && check.linkFollows !== false
  return (
    <div className="vs-fairness-event" data-testid="numbers-fairness-draw" data-draw-id={draw.drawId}>
      <h3>{t('numbers.drawAt', { number: draw.number, time: formatLagosClock(draw.drawsAt) })}</h3>
      <ProofFacts
        facts={[
          { term: t('numbers.fairness.commitment'), value: commitment, mono: true },
          { term: t('numbers.fairness.chainIndex'), value: chainIndex },
          {
            term: t('numbers.fairness.link'),
            value: link ?? t('numbers.fairness.linkSecret'),
            mono: true,
            testId: 'numbers-fairness-link',
          },
          {
            term: t('numbers.fairness.drawn'),
            value: draw.drawn ? draw.drawn.join(' ') : t('numbers.fairness.notDrawn'),
            testId: 'numbers-fairness-drawn',
          },
        ]}
      />
      {provable ? (
        <>
          <button
            type="button"
            className="button button-small"
            onClick={() =>
              void checkDraw({ slug, rules: rules!, chainIndex, link: link!, hashesTo: hashesTo ?? null, drawn: draw.drawn! }).then(
                setCheck,
              )
            }
            data-testid="numbers-verify"
          >
            {t('numbers.fairness.verify')}
          </button>
          {check ? (
            <CheckFindings
              testId="numbers-verify-result"
              verified={verified}
              findings={[
                {
                  holds: check.drawnMatches,
                  text: t(check.drawnMatches ? 'numbers.fairness.drawnOk' : 'numbers.fairness.drawnMismatch', {
                    numbers: check.recomputed.join(' '),
                  }),
                },
                check.linkFollows === null
                  ? null
                  : { holds: check.linkFollows, text: t(check.linkFollows ? 'numbers.fairness.linkOk' : 'numbers.fairness.linkBroken') },
              ]}
            >
              <p className="nb-result-balls" aria-hidden="true">
                {check.recomputed.map((ball) => (
                  <Ball key={ball} number={ball} />
                ))}
              </p>
            </CheckFindings>
          ) : null}
          <ChainWalk link={link!} steps={chainIndex} commitment={commitment} testId="numbers-walk-result" />
        </>
      ) : (
        <p className="muted">{t(draw.status === 'void' ? 'numbers.fairness.void' : 'numbers.fairness.notFinished')}</p>
      )}
    </div>
  )
}
