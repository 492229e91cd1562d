import { useTranslation } from 'react-i18next'

export const walletTabs = ['history', 'deposit', 'withdraw'] as const
export type WalletTab = (typeof walletTabs)[number]

/**
 * Spec section 2: the tab bar shows on medium and larger screens; small screens get a compact
 * section picker instead, so all three sections stay reachable.
 */
export function WalletTabs({ current, onChange }: { current: WalletTab; onChange: (tab: WalletTab) => void }) {
  const { t } = useTranslation('wallet')
  return (
    <>
      <div className="wallet-tabs" role="tablist" aria-label={t('tabs.label')}>
        {walletTabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`wallet-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`wallet-panel-${tab}`}
            className={tab === current ? 'wallet-tab active' : 'wallet-tab'}
            onClick={() => onChange(tab)}
            data-testid={`wallet-tab-${tab}`}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <label className="wallet-tab-picker">
        <span className="visually-hidden">{t('tabs.label')}</span>
        <select value={current} onChange={(event) => onChange(event.target.value as WalletTab)} data-testid="wallet-tab-picker">
          {walletTabs.map((tab) => (
            <option key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}
