import type { ReactNode } from 'react'

/** The wallet's dialogs (deposit instructions, withdrawal confirmation): a titled modal over a backdrop. */
export function WalletModal({
  name,
  title,
  text,
  children,
}: {
  name: 'deposit' | 'withdraw'
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <div className="modal-backdrop">
      <div
        className="modal wallet-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${name}-dialog-title`}
        data-testid={`${name}-dialog`}
      >
        <h2 id={`${name}-dialog-title`}>{title}</h2>
        <p className="wallet-modal-text">{text}</p>
        {children}
      </div>
    </div>
  )
}
