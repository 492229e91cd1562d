import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'

/**
 * A naira amount input bound to a Conform field (uncontrolled: typing before hydration stays), with
 * its first error, a `wallet` message key filled with `messageValues`, and an optional hint under it.
 */
export function AmountField({
  field,
  label,
  testId,
  hint,
  error,
  messageValues,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  testId: string
  hint?: string
  /** An error known before the form ran (e.g. an amount refused in the page's address). */
  error?: string
  messageValues?: Record<string, string>
}) {
  const { t } = useTranslation('wallet')
  const errorKey = field.errors?.[0] ?? error
  const { key, ...input } = getInputProps(field, { type: 'text', ariaAttributes: true })
  const hintId = `${field.id}-hint`
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <input
        key={key}
        {...input}
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={[errorKey ? field.errorId : '', hint ? hintId : ''].join(' ').trim() || undefined}
        data-testid={testId}
      />
      {hint ? (
        <p className="muted field-hint" id={hintId} data-testid={`${testId}-hint`}>
          {hint}
        </p>
      ) : null}
      {errorKey ? (
        <p className="field-error" id={field.errorId} role="alert" data-testid={`${testId}-error`}>
          {t(errorKey, messageValues)}
        </p>
      ) : null}
    </div>
  )
}
