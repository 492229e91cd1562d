import type { AppContext } from '../context.ts'
import type { Queryable } from '../db/queryable.ts'
import { loadHouseAccounts, type HouseAccount } from '../ledger/ledger.ts'
import { BankDepositCredits } from './bank-deposit-credits.ts'
import { createBankProvider } from './providers/index.ts'
import type { BankProvider } from './providers/types.ts'
import { StripeCards } from './providers/stripe-cards.ts'
import { capKobo } from '../kyc/deposit-cap.ts'

/** What the payments code is given: the app context, the chosen bank provider, cards (if set up), house accounts and the deposit credit batcher. */
export type PaymentsContext = AppContext & {
  bank: BankProvider
  cards: StripeCards | null
  house: Record<HouseAccount, string>
  bankDeposits: BankDepositCredits
}

/** The payments context for the configured providers; deposit credit batches run on `batchDb`. */
export async function createPaymentsContext(app: AppContext, batchDb: Queryable): Promise<PaymentsContext> {
  const house = await loadHouseAccounts(app.pool)
  return {
    ...app,
    bank: createBankProvider(app.config, app.pool),
    cards: StripeCards.configured(app.config) ? new StripeCards(app.config) : null,
    house,
    bankDeposits: new BankDepositCredits(
      batchDb,
      {
        clearingAccountId: house['house:bank_clearing'],
        heldAccountId: house['house:kyc_held_deposits'],
        unverifiedCapKobo: capKobo(app.config),
      },
      { batchesInFlight: app.config.DEPOSIT_CREDIT_BATCHES_IN_FLIGHT, maxBatch: app.config.DEPOSIT_CREDIT_MAX_BATCH },
      app.logger,
      app.clock,
    ),
  }
}
