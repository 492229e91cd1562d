import { useFetchers, useRouteLoaderData } from '@remix-run/react'
import type { RootLoaderData } from '#app/root-loader-data.ts'
import type { LoadedSlip } from './slip.server.ts'
import type { SlipKind, SlipLine, SlipTicketLine } from './slip.ts'

/** Where every slip form posts. */
export const SLIP_ACTION = '/resources/slip'

export type SlipView = {
  /** The slip as the server last read it; null when the visitor has none. */
  loaded: LoadedSlip | null
  /** The lines still on the slip once the changes under way are counted. */
  lines: SlipLine[]
  /** The number tickets still on the slip once the changes under way are counted. */
  tickets: SlipTicketLine[]
  kind: SlipKind
  /** How many selections and tickets the slip holds (those the service could not check now included). */
  count: number
  isSelected: (selectionId: string) => boolean
  /** A change to the slip is on its way to the server. */
  busy: boolean
}

/**
 * The bet slip of the root loader (`loadSlip`), with the changes being posted already applied
 * (optimistic UI): an odds button shows picked the moment it is pressed, a removed line leaves at once.
 */
export function useSlip(): SlipView {
  const loaded = useRouteLoaderData<RootLoaderData>('root')?.slip ?? null
  const pending = useFetchers().filter((fetcher) => fetcher.formAction === SLIP_ACTION && fetcher.formData)
  const selected = new Set(loaded?.selectionIds ?? [])
  const tickets = new Set(loaded?.ticketCodes ?? [])
  let kind = loaded?.kind ?? 'single'
  for (const { formData } of pending) {
    const intent = formData!.get('intent')
    const selectionId = String(formData!.get('selectionId'))
    if (intent === 'toggle') {
      if (selected.has(selectionId)) selected.delete(selectionId)
      else selected.add(selectionId)
    } else if (intent === 'remove') {
      selected.delete(selectionId)
    } else if (intent === 'remove-ticket') {
      tickets.delete(String(formData!.get('ticket')))
    } else if (intent === 'clear') {
      selected.clear()
      tickets.clear()
    }
    const pendingKind = formData!.get('kind')
    if (pendingKind === 'single' || pendingKind === 'multiple') kind = pendingKind
  }
  return {
    loaded,
    lines: (loaded?.lines ?? []).filter((line) => selected.has(line.selectionId)),
    tickets: (loaded?.tickets ?? []).filter((ticket) => tickets.has(ticket.code)),
    kind,
    count: selected.size + tickets.size,
    isSelected: (selectionId) => selected.has(selectionId),
    busy: pending.length > 0,
  }
}
