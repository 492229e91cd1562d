import { useEffect, useRef } from 'react'

/**
 * Calls `onAnswer` once for each answer a fetcher brings back, when it has settled. A fetcher keeps
 * its last `data` across renders, so reacting to `data` alone would repeat toasts and navigations.
 */
export function useFetcherAnswer<T>(fetcher: { data: T | undefined; state: string }, onAnswer: (answer: T) => void) {
  const handled = useRef<T | undefined>(undefined)
  const latestOnAnswer = useRef(onAnswer)
  latestOnAnswer.current = onAnswer
  useEffect(() => {
    const answer = fetcher.data
    if (answer === undefined || answer === null || fetcher.state !== 'idle' || handled.current === answer) return
    handled.current = answer
    latestOnAnswer.current(answer)
  }, [fetcher.data, fetcher.state])
}
