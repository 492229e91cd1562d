import type { CrashGameInfo } from '@9ja/contract'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { checkBetFields, startingBetFields, type BetFields } from './bet-fields.ts'

/**
 * A bet panel's stake and auto cash-out. The inputs are uncontrolled: the page holds what is typed
 * and a bet reads it as it goes (`read`). A copy is kept in state all the same, read back from the
 * inputs at each change, because the panel draws from it while the player types: the stake on the
 * BET button, the errors, the BET button disabled and the auto cash-out's field enabled by its box.
 */
export function useBetFields(limits: CrashGameInfo['limits']) {
  const amount = useRef<HTMLInputElement>(null)
  const autoCashOutOn = useRef<HTMLInputElement>(null)
  const autoCashOut = useRef<HTMLInputElement>(null)
  const [start] = useState(() => startingBetFields(limits))
  const [typed, setTyped] = useState(start)

  const fields = (): BetFields => ({
    amount: amount.current?.value ?? start.amount,
    autoCashOutOn: autoCashOutOn.current?.checked ?? start.autoCashOutOn,
    autoCashOut: autoCashOut.current?.value ?? start.autoCashOut,
  })
  const readBack = () => setTyped(fields())
  /** Puts `text` in a field (what the player typed, cleaned, or a quick amount) and reads the fields back. */
  const put = (input: RefObject<HTMLInputElement>, text: string) => {
    if (input.current && input.current.value !== text) input.current.value = text
    readBack()
  }

  // Once, as the page comes to life: what was typed before its script ran counts too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => readBack(), [])

  return {
    inputs: { amount, autoCashOutOn, autoCashOut },
    start,
    shown: checkBetFields(typed, limits),
    read: () => checkBetFields(fields(), limits),
    setAmount: (text: string) => put(amount, text),
    setAutoCashOut: (text: string) => put(autoCashOut, text),
    /** The auto cash-out's box was ticked or unticked. */
    readBack,
  }
}
