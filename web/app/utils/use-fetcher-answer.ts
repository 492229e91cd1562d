import { useEffect, useLayoutEffect, useRef } from 'react'

/** A layout effect in the browser (React warns of one on the server, where no effect runs anyway). */
export const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Calls `onAnswer` once for each answer a fetcher brings back, when it has settled. A fetcher keeps
 * its last `data` across renders, so reacting to `data` alone would repeat toasts and navigations.
 * It runs before the browser paints the settled page, so what the answer shows comes in the same frame.
 */
export function useFetcherAnswer<T>(fetcher: { data: T | undefined; state: string }, onAnswer: (answer: T) => void) {
  const handled = useRef<T | undefined>(undefined)
  const latestOnAnswer = useRef(onAnswer)
  latestOnAnswer.current = onAnswer
  useBeforePaint(() => {
    const answer = fetcher.data
    if (answer === undefined || answer === null || fetcher.state !== 'idle' || handled.current === answer) return
    handled.current = answer
    latestOnAnswer.current(answer)
  }, [fetcher.data, fetcher.state])
}
