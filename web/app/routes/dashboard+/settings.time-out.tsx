import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { getInputProps } from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { ChoiceField } from '#app/forms/FormParts.tsx'
import { HelpList } from '#app/protection/HelpList.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { readLimits, sessionWithProtection, startBreak } from '#app/protection/protection.server.ts'
import { SELF_EXCLUSION_MONTHS, selfExclusionSchema, TIME_OUT_DAYS, timeOutSchema } from '#app/protection/schemas.ts'
import protectionStylesUrl from '#app/protection/protection.css?url'
import { formatLagosTime } from '#app/i18n/format.ts'

export const handle = { i18n: ['accounts', 'protection'], pageTitle: 'timeOut' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: protectionStylesUrl }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const { restriction } = await readLimits(request, user)
  return json(
    {
      restriction: restriction && {
        kind: restriction.kind,
        sinceText: formatLagosTime(restriction.since),
        untilText: formatLagosTime(restriction.until),
      },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

type Intent = 'time-out' | 'self-exclusion'

/** A time-out or a self-exclusion: the service starts it (or refuses), and the web session learns of it for the banner. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { submission, enhanced } = await readSubmission(
    request,
    z.discriminatedUnion('intent', [
      timeOutSchema.extend({ intent: z.literal('time-out') }),
      selfExclusionSchema.extend({ intent: z.literal('self-exclusion') }),
    ]),
  )
  if (submission.status !== 'success') {
    return invalidAnswer(submission, { intent: submission.payload.intent === 'self-exclusion' ? 'self-exclusion' : 'time-out' })
  }
  const input = submission.value
  const t = await translatorFor(request, 'protection')
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: { type: 'error', description: t('breaks.exception') }, extra: { intent: input.intent } }),
    async () => {
      const started = await startBreak(
        request,
        user,
        input.intent === 'time-out' ? { days: Number(input.days) } : { months: Number(input.months) },
      )
      if (!started.ok) {
        return await outcomeAnswer(request, enhanced, {
          toast: { type: 'error', description: started.message ?? t('breaks.exception') },
          extra: { intent: input.intent },
        })
      }
      const restriction = { kind: started.restriction.kind, until: started.restriction.until }
      return await outcomeAnswer(request, enhanced, {
        toast: {
          type: 'success',
          description: t(`breaks.started.${started.restriction.kind}`, { until: formatLagosTime(restriction.until) }),
        },
        headers: { 'Set-Cookie': await sessionWithProtection(request, user, { restriction }) },
        result: submission.reply({ resetForm: true }),
        extra: { intent: input.intent },
      })
    },
  )
}

/** Time-out and self-exclusion (issue 14): lengths to choose, what each does, and the break in force. */
export default function BreaksSettings() {
  const { restriction } = useLoaderData<typeof loader>()
  const { t } = useTranslation('protection')
  const { answer, submitting } = useFormAnswer<{ intent?: Intent }>((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  const timeOut = useSpecForm({
    id: 'time-out-form',
    schema: timeOutSchema,
    lastResult: answer?.intent === 'time-out' ? answer.result : undefined,
  })
  const selfExclusion = useSpecForm({
    id: 'self-exclusion-form',
    schema: selfExclusionSchema,
    lastResult: answer?.intent === 'self-exclusion' ? answer.result : undefined,
  })

  return (
    <div className="settings-panel protection-panel" data-testid="breaks-panel">
      <h1>{t('breaks.title')}</h1>
      {restriction ? (
        <p className="protection-status" role="status" data-testid="break-in-force">
          {t(`breaks.inForce.${restriction.kind}`, { since: restriction.sinceText, until: restriction.untilText })}
        </p>
      ) : null}

      <BreakSection
        intent="time-out"
        form={timeOut}
        field={timeOut.fields.days}
        lengths={TIME_OUT_DAYS.map((days) => ({ value: days, label: t(`breaks.timeOut.days.${days}`) }))}
        submitting={submitting}
      >
        <UnderstoodField field={timeOut.fields.understood} label={t('breaks.timeOut.understood')} testId="time-out-understood" />
      </BreakSection>
      <BreakSection
        intent="self-exclusion"
        form={selfExclusion}
        field={selfExclusion.fields.months}
        lengths={SELF_EXCLUSION_MONTHS.map((months) => ({ value: months, label: t(`breaks.selfExclusion.months.${months}`) }))}
        submitting={submitting}
      >
        <UnderstoodField
          field={selfExclusion.fields.understood}
          label={t('breaks.selfExclusion.understood')}
          testId="self-exclusion-understood"
        />
      </BreakSection>
    </div>
  )
}

/** The box a player ticks to confirm that the break cannot be undone, with its error. */
function UnderstoodField({ field, label, testId }: { field: Parameters<typeof getInputProps>[0]; label: string; testId: string }) {
  const { t } = useTranslation('protection')
  const { key, ...input } = getInputProps(field, { type: 'checkbox' })
  const error = field.errors?.[0]
  return (
    <>
      <label className="toggle">
        <input key={key} {...input} data-testid={testId} />
        <span>{label}</span>
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </>
  )
}

/**
 * One kind of break: its heading, what it does, and its form: the lengths to choose from, anything
 * more the form asks (`children`), and the submit button (red for self-exclusion).
 */
function BreakSection({
  intent,
  form,
  field,
  lengths,
  submitting,
  children,
}: {
  intent: Intent
  form: { formProps: ComponentProps<typeof Form> }
  field: ComponentProps<typeof ChoiceField>['field']
  lengths: ComponentProps<typeof ChoiceField>['options']
  submitting: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation('protection')
  const kind = intent === 'time-out' ? 'timeOut' : 'selfExclusion'
  return (
    <section className="protection-section">
      <h2>{t(`breaks.${kind}.heading`)}</h2>
      <HelpList lines={t(`breaks.${kind}.help`, { returnObjects: true }) as string[]} />
      <Form method="post" {...form.formProps} className="protection-form">
        <EnhancedField />
        <input type="hidden" name="intent" value={intent} />
        <ChoiceField className="protection-choices" field={field} legend={t(`breaks.${kind}.length`)} options={lengths} />
        {children}
        <button
          type="submit"
          className={intent === 'self-exclusion' ? 'button button-danger' : 'button'}
          disabled={submitting}
          data-testid={`${intent}-submit`}
        >
          {t(`breaks.${kind}.submit`)}
        </button>
      </Form>
    </section>
  )
}
