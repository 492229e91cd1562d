import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { BetSlip } from '#app/betting/BetSlip.tsx'
import { bookingCodeField } from '#app/betting/booking.ts'
import type { Booking } from '@9ja/contract'
import { bookingOf } from '#app/betting/betting.server.ts'
import { SLIP_ACTION } from '#app/betting/use-slip.ts'
import { kindName, ticketNumbers } from '#app/games/numbers/kind-names.ts'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { getLogger } from '#app/utils/logger.server.ts'

export const handle = {
  i18n: ['betting'],
  pageTitle: ({ params }) => ({ name: 'bookingCode', values: { code: params.code ?? '' } }),
} satisfies I18nHandle & PageTitleHandle

type BookingResult = { kind: 'booking'; booking: Booking } | { kind: 'unknown' | 'invalid' | 'unavailable'; code: string }

/**
 * A shared booking code's page (the WhatsApp link): its selections still open at today's odds, and
 * one button that loads them into the visitor's slip. Reading it changes nothing; loading is a post.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const noStore = { 'Cache-Control': 'no-store' }
  const code = bookingCodeField.safeParse(params.code ?? '')
  if (!code.success)
    return json<{ result: BookingResult }>({ result: { kind: 'invalid', code: params.code ?? '' } }, { status: 400, headers: noStore })
  const answer = await bookingOf(code.data).catch((error: unknown) => {
    getLogger().error({ err: error }, `/booking/${code.data} failed`)
    return null
  })
  const result: BookingResult =
    answer?.status === 200 && answer.data?.data
      ? { kind: 'booking', booking: answer.data.data }
      : { kind: answer?.status === 404 ? 'unknown' : 'unavailable', code: code.data }
  return json({ result }, { status: answer?.status === 200 ? 200 : (answer?.status ?? 502), headers: noStore })
}

export default function BookingPage() {
  const { result } = useLoaderData<typeof loader>()
  const { t } = useTranslation('betting')
  const code = result.kind === 'booking' ? result.booking.code : result.code
  return (
    <main className="page betting-page" data-testid="booking-page">
      <h1>{t('booking.title', { code })}</h1>
      <div className="betting-grid">
        <div>
          {result.kind === 'booking' ? (
            <BookedSelections booking={result.booking} />
          ) : (
            <p role="alert" className="slip-notice slip-notice-error">
              {t(`booking.${result.kind}`, { code })}
            </p>
          )}
        </div>
        <BetSlip />
      </div>
    </main>
  )
}

function BookedSelections({ booking }: { booking: Booking }) {
  const { t } = useTranslation('betting')
  return (
    <section className="panel-card">
      {booking.dropped.length > 0 ? <p className="muted">{t('booking.dropped', { count: booking.dropped.length })}</p> : null}
      {booking.selections.length === 0 ? (
        <p>{t('booking.nothingOpen')}</p>
      ) : (
        <>
          <ul className="slip-lines" data-testid="booked-selections">
            {booking.selections.map((selection) =>
              'odds' in selection ? (
                <li key={selection.selectionId} className="slip-line">
                  <div className="slip-line-text">
                    <span className="slip-pick">{selection.name}</span>
                    <span className="slip-market muted">{selection.market}</span>
                    <span className="slip-event muted">{selection.event}</span>
                  </div>
                  <span className="slip-odds">{selection.odds.toFixed(2)}</span>
                </li>
              ) : (
                <li key={selection.selectionId} className="slip-line" data-ticket={selection.selectionId}>
                  <div className="slip-line-text">
                    <span className="slip-pick">
                      {kindName(t, selection.kind)} · {ticketNumbers(t, selection)}
                    </span>
                    <span className="slip-market muted">{selection.gameTitle}</span>
                    <span className="slip-event muted">{t('numbers.nextDraw', { number: selection.drawNumber })}</span>
                  </div>
                  <span className="slip-odds">{t('numbers.lines', { count: selection.lines })}</span>
                </li>
              ),
            )}
          </ul>
          <Form method="post" action={SLIP_ACTION}>
            <input type="hidden" name="intent" value="load" />
            <input type="hidden" name="code" value={booking.code} />
            <input type="hidden" name="redirectTo" value={`/booking/${booking.code}`} />
            <button type="submit" className="button" data-testid="load-booking">
              {t('booking.load')}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}
