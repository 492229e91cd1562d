/**
 * Forecast and tricast are chosen by picking the runners for 1st, 2nd (and 3rd) instead of one
 * button per order (a 12-runner tricast has 1,320). The pick travels in the page's address
 * (`?first=&second=&third=`), so it works as a plain form; this turns it into the selection code.
 */
export type CombinationPick = { first: number | null; second: number | null; third: number | null }

const runnerNumber = (value: string | null): number | null => {
  if (value === null || !/^\d{1,2}$/.test(value)) return null
  const number = Number(value)
  return number > 0 ? number : null
}

export function readCombinationPick(params: URLSearchParams): CombinationPick {
  return { first: runnerNumber(params.get('first')), second: runnerNumber(params.get('second')), third: runnerNumber(params.get('third')) }
}

export type Combination = { market: 'fc' | 'tc'; code: string } | { refused: 'incomplete' | 'same-runner' | 'unknown-runner' }

/** The forecast (1st and 2nd) or tricast (and 3rd) the pick names, or why it names none. */
export function combinationOf(pick: CombinationPick, fieldSize: number): Combination {
  const { first, second, third } = pick
  if (first === null || second === null) return { refused: 'incomplete' }
  const picked = third === null ? [first, second] : [first, second, third]
  if (picked.some((number) => number > fieldSize)) return { refused: 'unknown-runner' }
  if (new Set(picked).size !== picked.length) return { refused: 'same-runner' }
  return third === null ? { market: 'fc', code: `fc:${first}-${second}` } : { market: 'tc', code: `tc:${first}-${second}-${third}` }
}
