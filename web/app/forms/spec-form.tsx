import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState, type FocusEvent } from 'react'
import type { z } from 'zod'
import { useHydrated } from '#app/forms/FormParts.tsx'

/**
 * The one way a form is built: Conform over uncontrolled inputs (what was typed before hydration
 * stays), the form's zod schema run in the browser on every change and on leaving a field (spec
 * section 5), and again by the action. `canSubmit` is false only once React runs and the whole form
 * is invalid: before (or without) JavaScript the button stays enabled and the server checks.
 */
export function useSpecForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(options: {
  id: string
  schema: Schema
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: DefaultValue<z.input<Schema>>
}) {
  const { id, schema, lastResult, defaultValue } = options
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onInput',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
  })
  // Read in this render so Conform re-renders the page on any error change; without it, messages
  // reported by a refused submit (fields left empty) were not drawn.
  void form.allErrors
  const valid = useWholeFormValidity(id, schema, defaultValue)
  const formProps = {
    ...getFormProps(form),
    // Conform checks a field on input; the spec also checks it when the person leaves it.
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const field = event.target
      const isTypedField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
      if (isTypedField && field.name && field.type !== 'submit') form.validate({ name: field.name })
    },
  }
  return { form, fields, formProps, canSubmit: valid !== false }
}

/**
 * Whether the form's current values pass its schema, read from the form element itself: on mount
 * (so text typed before hydration counts), after every render (Conform resets inputs by remounting
 * them) and on every input. Unknown (null) while the server's HTML is being hydrated; a form that
 * mounts after a client-side navigation starts from its default values, so its button is never
 * enabled for a moment before the first check.
 */
function useWholeFormValidity(formId: string, schema: z.ZodType, defaultValue: unknown) {
  const hydrated = useHydrated()
  const [valid, setValid] = useState<boolean | null>(() => (hydrated ? schema.safeParse(defaultValue ?? {}).success : null))
  // No dependency list on purpose: after every render, because Conform remounts inputs; setting the same
  // value again does not render again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const form = document.getElementById(formId)
    if (form instanceof HTMLFormElement) setValid(schema.safeParse(formValues(form)).success)
  })
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const check = () => setValid(schema.safeParse(formValues(form)).success)
    form.addEventListener('input', check)
    form.addEventListener('change', check)
    return () => {
      form.removeEventListener('input', check)
      form.removeEventListener('change', check)
    }
  }, [formId, schema])
  return valid
}

/** A form's fields as the action reads them: a name given more than once (the code boxes) is a list. */
function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  const data = new FormData(form)
  for (const name of new Set(data.keys())) {
    const all = data.getAll(name).filter((value): value is string => typeof value === 'string')
    values[name] = all.length === 1 ? all[0]! : all
  }
  return values
}
