import type { AppContext } from '../context.ts'
import type { HouseAccount } from '../ledger/ledger.ts'
import type { BankProvider } from './providers/types.ts'
import type { StripeCards } from './providers/stripe-cards.ts'

/** What the payments code is given: the app context, the chosen bank provider, cards (if set up) and house accounts. */
export type PaymentsContext = AppContext & {
  bank: BankProvider
  cards: StripeCards | null
  house: Record<HouseAccount, string>
}
