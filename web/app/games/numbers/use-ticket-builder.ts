import type { NumberGameSlug } from '@9ja/number-games'
import { useEffect, useRef, useState } from 'react'
import { readBuilder, type BuilderState } from './ticket-builder.ts'

/**
 * The ticket builder's state. The form is the truth: every change is read back from it (`readBack`),
 * so what was ticked before hydration counts. When the builder changes the form itself (a type, Lucky
 * dip, a ticket added) it `replace`s the state and bumps `version`, which starts the inputs again from it.
 */
export function useTicketBuilder(rules: NumberGameSlug, initial: BuilderState, startingStake: string) {
  const startFrom = (state: BuilderState): BuilderState => ({ ...state, stake: state.stake || startingStake })
  const form = useRef<HTMLFormElement>(null)
  const [builder, setBuilder] = useState(() => startFrom(initial))
  const [version, setVersion] = useState(0)
  const [added, setAdded] = useState(false)

  useEffect(() => {
    if (form.current) setBuilder(readBuilder(rules, new FormData(form.current)))
  }, [rules])
  // A new address (a GET of this form) starts the builder again from it.
  const initialKey = JSON.stringify(initial)
  const shownKey = useRef(initialKey)
  useEffect(() => {
    if (shownKey.current === initialKey) return
    shownKey.current = initialKey
    replace(startFrom(JSON.parse(initialKey) as BuilderState))
    // `startFrom` is this render's; only a new address matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialKey])

  function replace(next: BuilderState) {
    setBuilder(next)
    setVersion((value) => value + 1)
    setAdded(false)
  }

  return {
    form,
    builder,
    version,
    /** The slip has just taken the builder's ticket. */
    added,
    replace,
    readBack(changed: HTMLFormElement) {
      setBuilder(readBuilder(rules, new FormData(changed)))
      setAdded(false)
    },
    /** The slip's answer to adding the ticket: once it is on, the builder starts the next one (same type and stake). */
    addAnswered(ok: boolean) {
      if (ok) replace({ ...builder, picks: [], against: [] })
      // After `replace`, which forgets the last ticket added: the slip's answer is about this one.
      setAdded(ok)
    },
  }
}
