/**
 * Withdrawals may only go to an account in the registered name (spec: rules page). Banks print
 * names their own way ("OKAFOR CHINEDU JOHN", "Okafor, Chinedu"), so the comparison is on names,
 * not on strings:
 * - case, accents, punctuation and spacing are ignored;
 * - the order of the names does not matter;
 * - one side may carry names the other lacks (a middle name missing from the registration or from
 *   the bank's record), but every name of the shorter side must appear in the longer one;
 * - the registered first name and the registered last name must both appear in the bank's name,
 *   so at least two names match and an account of a relative sharing a surname is refused.
 * Initials are not expanded: "C. Okafor" does not match "Chinedu Okafor" (refusing is the safe side).
 */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((token) => token.length > 0)
}

export function namesMatch(registeredName: string, bankName: string): boolean {
  const registered = nameTokens(registeredName)
  const bank = nameTokens(bankName)
  if (registered.length < 2 || bank.length < 2) return false
  const bankSet = new Set(bank)
  const registeredSet = new Set(registered)
  if (!bankSet.has(registered[0]!) || !bankSet.has(registered[registered.length - 1]!)) return false
  const [shorter, longer] = registered.length <= bank.length ? [registered, bankSet] : [bank, registeredSet]
  return shorter.every((token) => longer.has(token))
}
