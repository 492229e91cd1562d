import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { readBetId } from '#app/betting/booking.ts'
import { CheckBetView } from '#app/betting/CheckBetView.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['betting'] } satisfies I18nHandle
export const meta: MetaFunction = () => [{ title: 'Check Bet | 9ja Lottery' }]

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
