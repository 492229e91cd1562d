/** The wallet-service's refusal of an agent's cash form, read out under it (the customer is at the counter). */
export function CashRefusal({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p className="field-error agent-cash-refusal" role="alert" data-testid="agent-cash-refusal">
      {message}
    </p>
  )
}
