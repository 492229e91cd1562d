import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { ChoiceField } from '#app/forms/FormParts.tsx'
import { HelpList } from '#app/protection/HelpList.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { realityCheck, sessionWithProtection } from '#app/protection/protection.server.ts'
import { REALITY_CHECK_MINUTES, realityCheckSchema } from '#app/protection/schemas.ts'
import protectionStylesUrl from '#app/protection/protection.css?url'
import { formatLagosTime, formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['accounts', 'protection'], pageTitle: 'realityCheck' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: protectionStylesUrl }]

/** The interval and this session so far: the same figures the reality check shows, for a page without JavaScript too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const answer = await realityCheck(request, user)
  if (!answer.ok) throw new Response(answer.message ?? 'The reality check could not be read', { status: 502 })
  const { minutes, session } = answer.realityCheck
  return json(
    {
      minutes,
      session: {
        ...session,
        startedText: formatLagosTime(session.startedAt),
        minutesPlayed: Math.floor((Date.now() - Date.parse(session.startedAt)) / 60_000),
      },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { submission, enhanced } = await readSubmission(request, realityCheckSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'protection')
  const minutes = Number(submission.value.minutes)
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: { type: 'error', description: t('realityCheck.exception') } }),
    async () => {
      const saved = await realityCheck(request, user, minutes)
      if (!saved.ok)
        return await outcomeAnswer(request, enhanced, {
          toast: { type: 'error', description: saved.message ?? t('realityCheck.exception') },
        })
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'success', description: t('realityCheck.saved', { minutes }) },
        headers: { 'Set-Cookie': await sessionWithProtection(request, user, { realityCheckMinutes: minutes }) },
      })
    },
  )
}

export default function RealityCheckSettings() {
  const { minutes, session } = useLoaderData<typeof loader>()
  const { t } = useTranslation('protection')
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  const { fields, formProps } = useSpecForm({
    id: 'reality-check-form',
    schema: realityCheckSchema,
    lastResult: answer?.result,
    defaultValue: { minutes: String(minutes) },
  })
  return (
    <div className="settings-panel protection-panel" data-testid="reality-check-panel">
      <h1>{t('realityCheck.title')}</h1>
      <HelpList lines={t('realityCheck.help', { returnObjects: true }) as string[]} />
      <section className="protection-section" data-testid="session-summary">
        <h2>{t('realityCheck.session.heading')}</h2>
        <dl className="protection-figures">
          <dt>{t('realityCheck.session.started')}</dt>
          <dd>{session.startedText}</dd>
          <dt>{t('realityCheck.session.played')}</dt>
          <dd>{t('realityCheck.session.minutes', { count: session.minutesPlayed })}</dd>
          <dt>{t('realityCheck.session.stakes')}</dt>
          <dd>{formatNaira(session.stakes)}</dd>
          <dt>{t('realityCheck.session.wins')}</dt>
          <dd>{formatNaira(session.wins)}</dd>
          <dt>{t('realityCheck.session.net')}</dt>
          <dd data-testid="session-net">{formatNaira(session.net)}</dd>
        </dl>
      </section>
      <Form method="post" {...formProps} className="protection-form">
        <EnhancedField />
        <ChoiceField
          field={fields.minutes}
          legend={t('realityCheck.every')}
          options={REALITY_CHECK_MINUTES.map((value) => ({ value, label: t('realityCheck.minutes', { count: Number(value) }) }))}
          className="protection-choices"
        />
        <button type="submit" className="button" disabled={submitting} data-testid="reality-check-submit">
          {t('realityCheck.save')}
        </button>
      </Form>
    </div>
  )
}
