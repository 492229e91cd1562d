import { useNavigate } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { digitsOnly, MIN_SPIN_AMOUNT } from '../catalog.ts'

/** The 'Spin it' screen: choose an amount, then Play Now opens the game with it (navigation state). */
export function SpinEntry({ backHref }: { backHref: string | null }) {
  const { t } = useTranslation('games')
  const navigate = useNavigate()
  const [amount, setAmount] = useState('')
  const belowMinimum = amount !== '' && Number(amount) < MIN_SPIN_AMOUNT
  return (
    <section className="spin-entry" data-testid="spin-entry">
      {backHref ? (
        <button type="button" className="back-arrow" aria-label={t('lobby.back')} onClick={() => navigate(backHref)}>
          ←
        </button>
      ) : null}
      <img src="/games/spin-it.svg" alt="" width={120} height={120} className="spin-entry-art" />
      <h2>{t('spinEntry.title')}</h2>
      <p className="muted">{t('spinEntry.subtitle')}</p>
      <label className="bet-amount">
        <span>{t('spinEntry.amountLabel')}</span>
        <input
          inputMode="numeric"
          name="amount"
          placeholder={t('spinEntry.amountPlaceholder')}
          value={amount}
          onChange={(event) => setAmount(digitsOnly(event.target.value))}
        />
      </label>
      <p className="muted small">{t('spinEntry.minimum')}</p>
      <button
        type="button"
        className="button"
        disabled={belowMinimum}
        onClick={() => {
          if (!amount) {
            window.alert(t('spinEntry.selectAmountFirst'))
            return
          }
          navigate('/dashboard/spinit/play', { state: { amount } })
        }}
      >
        {t('lobby.playNow')}
      </button>
    </section>
  )
}
