import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useNavigate } from '@remix-run/react'
import { useEffect, useRef, useSyncExternalStore, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A field's first error under it: an `accounts` key, or another namespace's named with it. */
function FieldError({ message, id }: { message: string | undefined; id?: string }) {
  const { t } = useTranslation('accounts')
  if (!message) return null
  return (
    <p className="field-error" id={id} role="alert">
      {t(message)}
    </p>
  )
}

/**
 * A labelled input bound to a Conform field: uncontrolled (what was typed before hydration stays),
 * its first error (an `accounts` message key) under it.
 */
export function TextField({
  label,
  field,
  type = 'text',
  ...input
}: {
  label: string
  field: FieldMetadata<string | undefined>
  type?: 'text' | 'password' | 'email' | 'tel' | 'date'
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'defaultValue' | 'value'>) {
  const { key, ...inputProps } = getInputProps(field, { type, ariaAttributes: true })
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...inputProps} {...input} />
      <FieldError message={field.errors?.[0]} id={field.errorId} />
    </div>
  )
}

/**
 * A choice among a few values as radio buttons, bound to a Conform field (uncontrolled, so a choice
 * made before hydration stays); its first error under them: an `accounts` key, or another
 * namespace's named with it (`protection:breaks.chooseLength`).
 */
export function ChoiceField<Value extends string>({
  legend,
  field,
  options,
  className,
}: {
  legend: string
  field: FieldMetadata<string | undefined>
  options: readonly { value: Value; label: string }[]
  className?: string
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map(({ value, label }) => {
        const { key, ...radio } = getInputProps(field, { type: 'radio', value })
        return (
          <label key={value} className="radio">
            <input key={key} {...radio} id={`${field.id}-${value}`} />
            {label}
          </label>
        )
      })}
      <FieldError message={field.errors?.[0]} />
    </fieldset>
  )
}

/**
 * A yes-box bound to a Conform field (uncontrolled), its label any content (a link may sit in it), its
 * first error (an `accounts` key) under it.
 */
export function CheckboxField({ field, children }: { field: FieldMetadata<string | undefined>; children: ReactNode }) {
  const { key, ...checkbox } = getInputProps(field, { type: 'checkbox', ariaAttributes: true })
  return (
    <div className="form-field checkbox-field">
      <label className="radio">
        <input key={key} {...checkbox} />
        <span>{children}</span>
      </label>
      <FieldError message={field.errors?.[0]} id={field.errorId} />
    </div>
  )
}

const noSubscription = () => () => {}

/**
 * True once React has taken over the server HTML. Pages mark themselves with it (`data-hydrated`),
 * so browser tests type only into inputs React already controls. React answers false while it
 * hydrates server HTML, whenever that is (a part loaded on its own, such as /fairness's seed-pair
 * forms, is hydrated after the rest of the page), then renders again with true; a component mounted
 * by a client-side navigation is true from its first render: nothing there was rendered by the server.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** The frame of the logged-out account pages: a back button (to the previous page) and a heading. */
export function AuthCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const hydrated = useHydrated()
  return (
    <main className="page auth-page" data-testid={testId} data-hydrated={hydrated}>
      <section className="auth-card">
        <button type="button" className="back-button" onClick={() => navigate(-1)} aria-label={t('back')}>
          ←
        </button>
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  )
}

/** Navigates after the spec's delay (2 s after login, 3 s after signup and codes); cancelled on unmount. */
export function useDelayedNavigate() {
  const navigate = useNavigate()
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (to: string, delayMs: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => navigate(to), delayMs)
  }
}
