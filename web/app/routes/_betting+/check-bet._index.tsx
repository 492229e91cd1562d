import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { readBetId } from '#app/betting/booking.ts'
import { CheckBetView } from '#app/betting/CheckBetView.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { i18n: ['betting'], pageTitle: 'checkBet' } satisfies I18nHandle & PageTitleHandle

/** Every Check input is a GET form here: a bet ID goes to its bet's page, anything else is told what it is. */
export function loader({ request }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get('betId')
  if (typed === null) return json({ result: null })
  const read = readBetId(typed)
  if (read.kind === 'bet') throw redirect(`/check-bet/${read.betId}`)
  return json({ result: read }, { status: 400 })
}

export default function CheckBetIndexPage() {
  const { result } = useLoaderData<typeof loader>()
  return <CheckBetView result={result} />
}
