import { Form, useLocation } from '@remix-run/react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BetSlip } from './BetSlip.tsx'
import { SLIP_ACTION } from './use-slip.ts'

/**
 * The bet slip with its two inputs, Book (load a booking code into the slip) and Check Bet (a bet's
 * status by its ID): the home side panel, the sports page and the slip's own page. Both inputs are
 * plain forms: Book posts to the slip, Check is a GET to /check-bet.
 */
export function BettingPanel() {
  return (
    <>
      <BetSlip />
      <BookingCodeForm />
      <CheckBetForm />
    </>
  )
}

/** Book: a booking code loads the slip (a post to the slip, back to this page). */
export function BookingCodeForm() {
  const location = useLocation()
  return (
    <PanelInput
      texts={{ title: 'home.bookTitle', hint: 'home.bookHint', placeholder: 'home.bookPlaceholder', button: 'home.book' }}
      form={{ method: 'post', action: SLIP_ACTION, name: 'code', maxLength: 12 }}
      testId="book-panel"
    >
      <input type="hidden" name="intent" value="load" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
    </PanelInput>
  )
}

/** Check Bet: a GET to /check-bet, which goes on to the bet's own page. */
export function CheckBetForm() {
  return (
    <PanelInput
      texts={{ title: 'home.checkBetTitle', hint: 'home.checkBetHint', placeholder: 'home.checkBetPlaceholder', button: 'home.check' }}
      form={{ method: 'get', action: '/check-bet', name: 'betId', maxLength: 14 }}
      testId="check-panel"
    />
  )
}

/** A side panel card with the spec's title, hint and one input with its button. */
function PanelInput({
  texts,
  form,
  testId,
  children,
}: {
  texts: { title: string; hint: string; placeholder: string; button: string }
  form: { method: 'get' | 'post'; action: string; name: string; maxLength: number }
  testId: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const inputId = useId()
  return (
    <section className="panel-card" data-testid={testId}>
      <h2 className="panel-title">{t(texts.title)}</h2>
      <p className="muted">{t(texts.hint)}</p>
      <Form method={form.method} action={form.action} className="inline-field">
        {children}
        <label htmlFor={inputId} className="visually-hidden">
          {t(texts.placeholder)}
        </label>
        <input
          id={inputId}
          type="text"
          name={form.name}
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={form.maxLength}
          placeholder={t(texts.placeholder)}
        />
        <button type="submit" className="button">
          {t(texts.button)}
        </button>
      </Form>
    </section>
  )
}
