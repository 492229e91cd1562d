import { SLIP_ACTION, useSlipFetcher } from '#app/betting/use-slip.ts'
import { useFetcherAnswer } from '#app/utils/use-fetcher-answer.ts'

/**
 * "Add to bet slip" once hydrated: the builder's form posted to the slip by a fetcher, the page staying
 * as it is (without JavaScript the form's own post does it). `onAnswer` hears whether the slip took it.
 */
export function useAddTicket(slug: string, onAnswer: (ok: boolean) => void) {
  const fetcher = useSlipFetcher(`ticket-add:${slug}`)
  useFetcherAnswer(fetcher, (answer) => onAnswer(answer.ok))
  return {
    busy: fetcher.state !== 'idle',
    add(form: HTMLFormElement) {
      const fields = new FormData(form)
      fields.set('intent', 'add-ticket')
      fields.set('enhanced', 'true')
      fetcher.submit(fields, { method: 'post', action: SLIP_ACTION })
    },
  }
}
