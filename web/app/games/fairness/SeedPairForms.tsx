import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TextField, useHydrated } from '#app/forms/FormParts.tsx'
import { EnhancedField, useFormAnswer } from '#app/forms/enhanced-form.tsx'
import { useSpecForm } from '#app/forms/spec-form.tsx'
import { clientSeedFormSchema, rotateFormSchema } from '#app/games/fairness/schemas.ts'

function ClientSeedForm({ clientSeed }: { clientSeed: string }) {
  const { t } = useTranslation('games')
  const { answer, submitting } = useFormAnswer(() => undefined)
  const { fields, formProps, canSubmit } = useSpecForm({
    id: 'client-seed-form',
    schema: clientSeedFormSchema,
    lastResult: answer?.result,
    defaultValue: { intent: 'client-seed', clientSeed },
  })
  return (
    <Form method="post" className="inline-form" {...formProps}>
      <EnhancedField />
      <input type="hidden" name="intent" value="client-seed" />
      <TextField label={t('fairness.clientSeed')} field={fields.clientSeed} maxLength={64} />
      <button type="submit" className="button" disabled={!canSubmit || submitting} data-testid="client-seed-submit">
        {t('fairness.setClientSeed')}
      </button>
    </Form>
  )
}

function RotateForm() {
  const { t } = useTranslation('games')
  const { submitting } = useFormAnswer(() => undefined)
  const { formProps } = useSpecForm({ id: 'rotate-form', schema: rotateFormSchema })
  return (
    <Form method="post" {...formProps}>
      <EnhancedField />
      <input type="hidden" name="intent" value="rotate" />
      <button type="submit" className="button button-outline" disabled={submitting} data-testid="rotate-submit">
        {t('fairness.rotate')}
      </button>
    </Form>
  )
}

/** A player's seed pair on /fairness: set the client seed, or rotate the server seed (the route's action answers both). */
export default function SeedPairForms({ clientSeed }: { clientSeed: string }) {
  // Marked as the account pages are: loaded on its own, this part is React's some time after the rest of the page.
  return (
    <div className="seed-pair-forms" data-hydrated={useHydrated()}>
      <ClientSeedForm clientSeed={clientSeed} />
      <RotateForm />
    </div>
  )
}
