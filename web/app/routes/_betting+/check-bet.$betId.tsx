import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { readBetId } from '#app/betting/booking.ts'
import { checkBet, withJackpotPools } from '#app/betting/betting.server.ts'
import { CheckBetView, type CheckBetResult } from '#app/betting/CheckBetView.tsx'
import ballsStylesUrl from '#app/games/numbers/balls.css?url'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLogger } from '#app/utils/logger.server.ts'

export const handle = {
  i18n: ['betting'],
  pageTitle: ({ params }) => ({ name: 'checkBetId', values: { betId: params.betId ?? '' } }),
} satisfies I18nHandle & PageTitleHandle
// A number bet's balls.
export const links = () => [{ rel: 'stylesheet', href: ballsStylesUrl }]

/** Check Bet: any bet's selections, stake, status and win by its public ID, for anyone (the service limits how often). */
export async function loader({ params }: LoaderFunctionArgs) {
  const noStore = { 'Cache-Control': 'no-store' }
  const read = readBetId(params.betId ?? '')
  if (read.kind !== 'bet') return json<{ result: CheckBetResult }>({ result: read }, { status: 400, headers: noStore })
  const { betId } = read
  const answer = await checkBet(betId).catch((error: unknown) => {
    getLogger().error({ err: error }, `/check-bet/${betId} failed`)
    return null
  })
  const result: CheckBetResult =
    answer?.status === 200 && answer.data?.data
      ? { kind: 'bet', bet: (await withJackpotPools([answer.data.data]))[0]! }
      : answer?.status === 404
        ? { kind: 'unknown', betId }
        : answer?.status === 429
          ? { kind: 'rate-limited' }
          : { kind: 'unavailable' }
  return json({ result }, { status: answer?.status === 200 ? 200 : (answer?.status ?? 502), headers: noStore })
}

export default function CheckBetPage() {
  const { result } = useLoaderData<typeof loader>()
  return <CheckBetView result={result} />
}
