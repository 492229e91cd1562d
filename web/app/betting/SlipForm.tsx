import { useContext, type ReactNode } from 'react'
import { EnhancedField } from '#app/forms/enhanced-form.tsx'
import { SlipReturnField } from './OddsButton.tsx'
import { carriesStake, TypedStakeContext } from './typed-stake.ts'
import { SLIP_ACTION, useSlipFetcher } from './use-slip.ts'

/** Hidden fields every slip form carries: where a plain post comes back to, and whether the page is hydrated. */
export function SlipFormFields({ intent }: { intent?: string }) {
  return (
    <>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <SlipReturnField />
      <EnhancedField />
    </>
  )
}

/**
 * A small slip form (remove, clear, accept): its own fetcher, so several can be under way at once. It
 * carries the stake and kind as typed, saved with its change in one post (see the stake field's blur).
 */
export function SlipForm({
  intent,
  className,
  children,
  fetcherKey,
}: {
  intent: string
  className?: string
  children: ReactNode
  fetcherKey?: string
}) {
  const fetcher = useSlipFetcher(fetcherKey ?? `slip-${intent}`)
  const typed = useContext(TypedStakeContext)
  return (
    <fetcher.Form method="post" action={SLIP_ACTION} className={className} {...carriesStake}>
      <SlipFormFields intent={intent} />
      {typed ? (
        <>
          <input type="hidden" name="stake" value={typed.stakeText} />
          <input type="hidden" name="kind" value={typed.kind} />
        </>
      ) : null}
      {children}
    </fetcher.Form>
  )
}
