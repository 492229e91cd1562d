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

/** A searchable list of banks; the chosen code travels in a hidden `bankCode` field. */
export function BankSelect({
  banks,
  value,
  onChange,
  error,
}: {
  banks: { code: string; name: string }[]
  value: string
  onChange: (code: string) => void
  error?: string | null
}) {
  const { t } = useTranslation('wallet')
  const id = useId()
  const [search, setSearch] = useState('')
  const term = useDebounced(search.trim().toLowerCase(), BANK_SEARCH_DEBOUNCE_MS)
  const matches = useMemo(() => banks.filter((bank) => bank.name.toLowerCase().includes(term)), [banks, term])
  const chosen = banks.find((bank) => bank.code === value)
  return (
    <div className="form-field bank-select">
      <label htmlFor={`${id}-search`}>{t('withdraw.bank')}</label>
      <input type="hidden" name="bankCode" value={value} />
      <input
        id={`${id}-search`}
        type="search"
        placeholder={chosen?.name ?? t('withdraw.searchBanks')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={`${id}-list`}
        autoComplete="off"
        data-testid="bank-search"
      />
      <ul className="bank-options" role="listbox" id={`${id}-list`} aria-label={t('withdraw.bank')}>
        {matches.length === 0 ? <li className="muted">{t('withdraw.noBanks')}</li> : null}
        {matches.map((bank) => (
          <li key={bank.code} role="option" aria-selected={bank.code === value}>
            <button
              type="button"
              className={bank.code === value ? 'bank-option chosen' : 'bank-option'}
              onClick={() => {
                onChange(bank.code)
                setSearch('')
              }}
              data-testid="bank-option"
            >
              {bank.name}
            </button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <p className="bank-chosen" data-testid="bank-chosen">
          {chosen.name}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
