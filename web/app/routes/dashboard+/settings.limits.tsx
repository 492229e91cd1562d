import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSessionUser } from '#app/accounts/session.server.ts'
import { HelpList } from '#app/protection/HelpList.tsx'
import { showToast } from '#app/components/toast/toast-store.ts'
import { AmountField } from '#app/wallet/AmountField.tsx'
import { invalidAnswer, orExceptionToast, outcomeAnswer, readSubmission, translatorFor } from '#app/forms/forms.server.ts'
import type { FormAnswer } from '#app/forms/answer.ts'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import type { I18nHandle } from '#app/i18n/config.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { changeLimits, readLimits, type LimitChanges, type LimitState } from '#app/protection/protection.server.ts'
import { LIMIT_FIELDS, limitsSchema, type LimitField } from '#app/protection/schemas.ts'
import protectionStylesUrl from '#app/protection/protection.css?url'
import { parseNaira } from '#app/wallet/money.ts'
import { formatLagosTime, formatNaira } from '#app/i18n/format.ts'

export const handle = { i18n: ['accounts', 'protection', 'wallet'], pageTitle: 'limits' } satisfies I18nHandle & PageTitleHandle
export const links = () => [{ rel: 'stylesheet', href: protectionStylesUrl }]

/** A limit as the page shows it: its times already printed in Lagos time on the server. */
function limitView(state: LimitState) {
  return {
    ...state,
    resetsText: formatLagosTime(state.resetsAt),
    pending: state.pending ? { ...state.pending, fromText: formatLagosTime(state.pending.from) } : null,
  }
}
type LimitView = ReturnType<typeof limitView>

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSessionUser(request)
  const limits = await readLimits(request, user)
  const fields = Object.fromEntries(
    Object.entries(LIMIT_FIELDS).map(([name, [kind, period]]) => [name, limitView(limits[kind][period])]),
  ) as Record<LimitField, LimitView>
  return json({ fields }, { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Saves the limits the player changed: a box whose amount differs from the limit in force and from a
 * change already waiting (an empty box removes the limit). Boxes left as they were send nothing, so a
 * raise still waiting keeps its time.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSessionUser(request)
  const { submission, enhanced } = await readSubmission(request, limitsSchema)
  if (submission.status !== 'success') return invalidAnswer(submission)
  const t = await translatorFor(request, 'protection')
  return orExceptionToast(
    request,
    enhanced,
    () => ({ toast: { type: 'error', description: t('limits.exception') } }),
    async () => {
      const current = await readLimits(request, user)
      const changes: LimitChanges = {}
      for (const [name, [kind, period]] of Object.entries(LIMIT_FIELDS) as [LimitField, (typeof LIMIT_FIELDS)[LimitField]][]) {
        const text = submission.value[name]?.trim()
        const wanted = text ? parseNaira(text) : null
        const { limit, pending } = current[kind][period]
        if (wanted !== limit && (pending === null || wanted !== pending.limit)) (changes[kind] ??= {})[period] = wanted
      }
      if (Object.keys(changes).length === 0) {
        return await outcomeAnswer(request, enhanced, { toast: { type: 'success', description: t('limits.unchanged') } })
      }
      const saved = await changeLimits(request, user, changes)
      if (!saved.ok) {
        return await outcomeAnswer(request, enhanced, { toast: { type: 'error', description: saved.message ?? t('limits.exception') } })
      }
      return await outcomeAnswer(request, enhanced, {
        toast: { type: 'success', description: t('limits.saved') },
      })
    },
  )
}

const amountText = (naira: number | null) => (naira === null ? '' : String(naira))

/** The page; its form starts afresh from the limits in force whenever they change (after a save). */
export default function LimitsSettings() {
  const { fields: limits } = useLoaderData<typeof loader>()
  const { answer, submitting } = useFormAnswer((answer) => {
    if (answer.toast) showToast(answer.toast)
  })
  return <LimitsForm key={JSON.stringify(limits)} limits={limits} lastResult={answer?.result} submitting={submitting} />
}

function LimitsForm({
  limits,
  lastResult,
  submitting,
}: {
  limits: Record<LimitField, LimitView>
  lastResult: FormAnswer['result']
  submitting: boolean
}) {
  const { t } = useTranslation('protection')
  const { fields, formProps } = useSpecForm({
    id: 'limits-form',
    schema: limitsSchema,
    lastResult,
    defaultValue: Object.fromEntries(Object.entries(limits).map(([name, state]) => [name, amountText(state.limit)])),
  })

  const hint = (name: LimitField) => {
    const state = limits[name]
    const [kind, period] = LIMIT_FIELDS[name]
    const used = t(`limits.used.${kind}.${period}`, { amount: formatNaira(state.used), resets: state.resetsText })
    if (!state.pending) return used
    const pending =
      state.pending.limit === null
        ? t('limits.pendingRemoval', { from: state.pending.fromText })
        : t('limits.pendingRaise', { amount: formatNaira(state.pending.limit), from: state.pending.fromText })
    return `${used} ${pending}`
  }

  return (
    <div className="settings-panel protection-panel" data-testid="limits-panel">
      <h1>{t('limits.title')}</h1>
      <HelpList lines={t('limits.help', { returnObjects: true }) as string[]} />
      <Form method="post" {...formProps} className="protection-form">
        <EnhancedField />
        {(['deposit', 'loss'] as const).map((kind) => (
          <fieldset key={kind} className="protection-fieldset">
            <legend>{t(`limits.${kind}.legend`)}</legend>
            <p className="muted">{t(`limits.${kind}.about`)}</p>
            {(Object.keys(LIMIT_FIELDS) as LimitField[])
              .filter((name) => LIMIT_FIELDS[name][0] === kind)
              .map((name) => (
                <AmountField
                  key={name}
                  field={fields[name]}
                  label={t(`limits.period.${LIMIT_FIELDS[name][1]}`)}
                  testId={`limit-${name}`}
                  hint={hint(name)}
                />
              ))}
          </fieldset>
        ))}
        <button type="submit" className="button" disabled={submitting} data-testid="limits-submit">
          {submitting ? t('saving') : t('limits.save')}
        </button>
      </Form>
    </div>
  )
}
