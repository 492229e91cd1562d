import { createContext, useEffect, useRef, useState, type FocusEvent } from 'react'
import type { SlipKind } from './slip.ts'

/** The stake and kind as the player has them in the panel, typed but maybe not yet saved. */
export type TypedStake = { stakeText: string; kind: SlipKind }

/** What the panel's small forms carry (see SlipForm); absent outside a slip with something on it. */
export const TypedStakeContext = createContext<TypedStake | null>(null)

/** The forms whose post carries the typed stake: leaving the stake field for one of their buttons saves nothing on its own. */
const CARRIES_STAKE = 'data-carries-stake'

/** Spread on a form whose post carries the typed stake. */
export const carriesStake = { [CARRIES_STAKE]: true }

/** Leaving the stake field for a button of a form whose post carries the stake (this form's, or the panel's). */
export function leavesForPostCarryingStake(event: FocusEvent<HTMLInputElement>): boolean {
  return event.relatedTarget instanceof Element && event.relatedTarget.closest(`form[${CARRIES_STAKE}]`) !== null
}

/** A choice the player makes in the panel (stake, kind): theirs until the saved value changes under it. */
export function useSavedChoice<T>(saved: T) {
  const [choice, setChoice] = useState(saved)
  const last = useRef(saved)
  useEffect(() => {
    if (saved !== last.current) setChoice(saved)
    last.current = saved
  }, [saved])
  return [choice, setChoice] as const
}
