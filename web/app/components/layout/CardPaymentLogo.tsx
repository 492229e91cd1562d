/** A generic card-payment mark drawn for this project (no third-party brand artwork). */
export function CardPaymentLogo({ label }: { label: string }) {
  return (
    <svg className="card-logo" width="72" height="44" viewBox="0 0 72 44" role="img" aria-label={label}>
      <rect x="1" y="1" width="70" height="42" rx="6" fill="#ffffff" stroke="#cbd5e1" strokeWidth="2" />
      <rect x="1" y="9" width="70" height="7" fill="#0f172a" />
      <rect x="8" y="23" width="12" height="9" rx="2" fill="#f5b700" />
      <circle cx="47" cy="31" r="7" fill="#008751" />
      <circle cx="56" cy="31" r="7" fill="#f5b700" fillOpacity="0.85" />
      <rect x="24" y="26" width="14" height="3" rx="1.5" fill="#94a3b8" />
    </svg>
  )
}
