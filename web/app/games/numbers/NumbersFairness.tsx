import { Form, Link } from '@remix-run/react'
import { checkDraw, type DrawCheck } from '@9ja/number-games'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChainWalk } from '../fairness/ChainWalk.tsx'
import { Ball } from './BallDraw.tsx'
import { drawFairnessHref } from './fairness-link.ts'
import { NUMBER_GAMES, NUMBER_SLUGS, type NumberSlug } from './number-games.ts'
import type { NumberDrawDetailsView, NumberDrawView } from './numbers-schemas.ts'
import { formatLagosClock } from '#app/utils/lagos-date.ts'

/**
 * The number games on /fairness: the scheme in words, a game's recent draws, and one draw (picked
 * from them, from a results list's link, or by its id) recomputed here in the browser with the
 * platform's own code (@9ja/number-games over Web Crypto): the link draws the numbers stated, in
 * their order, it hashes to the link before it, and walked back it reaches the chain's commitment.
 */
export function NumbersFairness({
  slug,
  drawParam,
  draw,
  results,
}: {
  slug: NumberSlug
  drawParam: string
  draw: NumberDrawDetailsView | null
  results: NumberDrawView[]
}) {
  const { t } = useTranslation('games')
  const title = NUMBER_GAMES[slug].title
  return (
    <section className="crash-fairness" id="number-games" data-testid="numbers-fairness">
      <h2>{t('numbers.fairness.title')}</h2>
      <p className="muted">{t('numbers.fairness.scheme')}</p>
      <Form method="get" className="inline-form vs-fairness-form" preventScrollReset>
        <label>
          <span>{t('numbers.fairness.game')}</span>
          <select name="numbers" defaultValue={slug}>
            {NUMBER_SLUGS.map((game) => (
              <option key={game} value={game}>
                {NUMBER_GAMES[game].title}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('numbers.fairness.drawId')}</span>
          <input name="draw" inputMode="numeric" pattern="[0-9]*" defaultValue={drawParam} data-testid="numbers-fairness-draw-id" />
        </label>
        <button type="submit" className="button">
          {t('numbers.fairness.find')}
        </button>
      </Form>
      {drawParam !== '' && !draw ? (
        <p className="field-error" role="alert" data-testid="numbers-fairness-missing">
          {t('numbers.fairness.notFound', { drawId: drawParam, game: title })}
        </p>
      ) : null}
      {draw ? <DrawProof key={draw.drawId} slug={slug} draw={draw} /> : null}
      <h3>{t('numbers.fairness.recent', { game: title })}</h3>
      {results.length === 0 ? (
        <p>{t('numbers.fairness.noResults')}</p>
      ) : (
        <ul className="vs-fairness-recent">
          {results.map((result) => (
            <li key={result.drawId}>
              <Link to={drawFairnessHref(slug, result.drawId)} preventScrollReset>
                {result.drawId} · {(result.drawn ?? []).join(' ') || t('virtualSports.void')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function DrawProof({ slug, draw }: { slug: NumberSlug; draw: NumberDrawDetailsView }) {
  const { t } = useTranslation('games')
  const [check, setCheck] = useState<DrawCheck | null>(null)
  const { link, chainIndex, commitment, hashesTo } = draw.fairness
  const provable = draw.status === 'finished' && link !== undefined && draw.drawn !== null
  const verified = check !== null && check.drawnMatches && check.linkFollows !== false
  return (
    <div className="vs-fairness-event" data-testid="numbers-fairness-draw" data-draw-id={draw.drawId}>
      <h3>{t('numbers.drawAt', { number: draw.number, time: formatLagosClock(draw.drawsAt) })}</h3>
      <dl>
        <dt>{t('numbers.fairness.commitment')}</dt>
        <dd className="mono">{commitment}</dd>
        <dt>{t('numbers.fairness.chainIndex')}</dt>
        <dd>{chainIndex}</dd>
        <dt>{t('numbers.fairness.link')}</dt>
        <dd className="mono" data-testid="numbers-fairness-link">
          {link ?? t('numbers.fairness.linkSecret')}
        </dd>
        <dt>{t('numbers.fairness.drawn')}</dt>
        <dd data-testid="numbers-fairness-drawn">{draw.drawn ? draw.drawn.join(' ') : t('numbers.fairness.notDrawn')}</dd>
      </dl>
      {provable ? (
        <>
          <button
            type="button"
            className="button button-small"
            onClick={() => void checkDraw({ slug, chainIndex, link: link!, hashesTo: hashesTo ?? null, drawn: draw.drawn! }).then(setCheck)}
            data-testid="numbers-verify"
          >
            {t('numbers.fairness.verify')}
          </button>
          {check ? (
            <div data-testid="numbers-verify-result" data-state={verified ? 'verified' : 'mismatch'}>
              <p className={check.drawnMatches ? 'verified' : 'field-error'}>
                {t(check.drawnMatches ? 'numbers.fairness.drawnOk' : 'numbers.fairness.drawnMismatch', {
                  numbers: check.recomputed.join(' '),
                })}
              </p>
              <p className="nb-result-balls" aria-hidden="true">
                {check.recomputed.map((ball) => (
                  <Ball key={ball} number={ball} />
                ))}
              </p>
              {check.linkFollows === null ? null : (
                <p className={check.linkFollows ? 'verified' : 'field-error'}>
                  {t(check.linkFollows ? 'numbers.fairness.linkOk' : 'numbers.fairness.linkBroken')}
                </p>
              )}
            </div>
          ) : null}
          <ChainWalk link={link!} steps={chainIndex} commitment={commitment} testId="numbers-walk-result" />
        </>
      ) : (
        <p className="muted">{t(draw.status === 'void' ? 'numbers.fairness.void' : 'numbers.fairness.notFinished')}</p>
      )}
    </div>
  )
}
