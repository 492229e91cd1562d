import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { betIdField } from '#app/betting/booking.ts'
import { CheckBetView } from '#app/betting/CheckBetView.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'

export const handle = { i18n: ['betting'] } satisfies I18nHandle
export const meta: MetaFunction = () => [{ title: 'Check Bet | 9ja Lottery' }]

/** Every Check input is a GET form here: a valid ID goes to its bet's page, anything else is said to be no bet ID. */
export function loader({ request }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get('betId')
  if (typed === null) return json({ result: null })
  const betId = betIdField.safeParse(typed)
  if (betId.success) throw redirect(`/check-bet/${betId.data}`)
  return json({ result: { kind: 'invalid' as const } }, { status: 400 })
}

export default function CheckBetIndexPage() {
  const { result } = useLoaderData<typeof loader>()
  return <CheckBetView result={result} />
}
