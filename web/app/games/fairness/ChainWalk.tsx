import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { chainReachesCommitment } from './crash-verify.ts'

type Walk = { state: 'walking'; done: number; total: number } | { state: 'reached' | 'broken'; total: number }

/**
 * "Check the chain to the commitment": hashes a revealed link `steps` times in the browser, with its
 * progress, and says whether that gives the chain's published commitment. For every hash-chain game.
 */
export function ChainWalk({ link, steps, commitment, testId }: { link: string; steps: number; commitment: string; testId: string }) {
  const { t } = useTranslation('games')
  const [walk, setWalk] = useState<Walk | null>(null)
  const stopWalk = useRef<AbortController | null>(null)
  useEffect(() => () => stopWalk.current?.abort(), [])

  async function walkToCommitment() {
    stopWalk.current?.abort()
    const controller = new AbortController()
    stopWalk.current = controller
    setWalk({ state: 'walking', done: 0, total: steps })
    const reached = await chainReachesCommitment(
      link,
      steps,
      commitment,
      (done) => setWalk({ state: 'walking', done, total: steps }),
      controller.signal,
    )
    if (!controller.signal.aborted) setWalk({ state: reached ? 'reached' : 'broken', total: steps })
  }

  if (walk === null) {
    return (
      <button type="button" className="button button-outline button-small" onClick={walkToCommitment}>
        {t('crash.fairness.walk')}
      </button>
    )
  }
  if (walk.state === 'walking') {
    return (
      <p className="small" role="status">
        <progress max={walk.total} value={walk.done} /> {t('crash.fairness.walking', { done: walk.done, total: walk.total })}
      </p>
    )
  }
  return (
    <p className={walk.state === 'reached' ? 'verified' : 'field-error'} data-testid={testId} data-state={walk.state}>
      {walk.state === 'reached' ? t('crash.fairness.walkOk', { steps: walk.total }) : t('crash.fairness.walkBroken')}
    </p>
  )
}
