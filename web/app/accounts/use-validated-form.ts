import { useMemo, useState, type ChangeEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors, type FieldErrors } from './schemas.ts'

/**
 * Controlled fields checked with the form's zod schema on every change and blur. An error shows
 * once its field was changed or left (or the server reported it), never on an untouched form.
 */
export function useValidatedForm<Field extends string>(schema: z.ZodType, initial: Record<Field, string>, serverErrors?: FieldErrors) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const errors = useMemo(() => fieldErrors(schema, values), [schema, values])
  const touch = (name: Field) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }))

  const setValue = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    touch(name)
  }

  const errorFor = (name: Field): string | undefined => (touched[name] ? errors[name] : undefined) ?? serverErrors?.[name]

  const field = (name: Field) => ({
    name,
    id: name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
    onBlur: () => touch(name),
    'aria-invalid': errorFor(name) ? true : undefined,
    'aria-describedby': errorFor(name) ? `${name}-error` : undefined,
  })

  return { values, setValue, errors, errorFor, field, isValid: Object.keys(errors).length === 0 }
}
