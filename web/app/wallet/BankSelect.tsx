import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Spec section 9: the select's search waits 250 ms after the last keystroke. */
export const BANK_SEARCH_DEBOUNCE_MS = 250

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

/**
 * A searchable list of banks as radio buttons named `name`: a plain HTML choice before (or without)
 * JavaScript, narrowed by the search box once hydrated. A chosen bank the search hides still travels
 * in a hidden field.
 */
export function BankSelect({
  name,
  banks,
  error,
  defaultCode,
}: {
  name: string
  banks: { code: string; name: string }[]
  error?: string | null
  /** The bank chosen when the form was last sent (a page rendered from its answer, without JavaScript too). */
  defaultCode?: string
}) {
  const { t } = useTranslation('wallet')
  const id = useId()
  const [search, setSearch] = useState('')
  const [chosenCode, setChosenCode] = useState(defaultCode ?? '')
  const term = useDebounced(search.trim().toLowerCase(), BANK_SEARCH_DEBOUNCE_MS)
  const matches = useMemo(() => banks.filter((bank) => bank.name.toLowerCase().includes(term)), [banks, term])
  const chosen = banks.find((bank) => bank.code === chosenCode)
  const chosenHidden = chosen && !matches.includes(chosen)
  return (
    <fieldset className="form-field bank-select" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('withdraw.bank')}</legend>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        {t('withdraw.searchBanks')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder={chosen?.name ?? t('withdraw.searchBanks')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        data-testid="bank-search"
      />
      {chosenHidden ? <input type="hidden" name={name} value={chosen.code} /> : null}
      <ul className="bank-options">
        {matches.length === 0 ? <li className="muted">{t('withdraw.noBanks')}</li> : null}
        {matches.map((bank) => (
          <li key={bank.code}>
            <label className={bank.code === chosenCode ? 'bank-option chosen' : 'bank-option'} data-testid="bank-option">
              <input
                type="radio"
                name={name}
                value={bank.code}
                defaultChecked={bank.code === chosenCode}
                onChange={() => {
                  setChosenCode(bank.code)
                  setSearch('')
                }}
              />
              {bank.name}
            </label>
          </li>
        ))}
      </ul>
      {chosen ? (
        <p className="bank-chosen" data-testid="bank-chosen">
          {chosen.name}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
