/**
 * Money the player types, read the platform's one way (packages/money, shared with the wallet-service).
 * Printing it is the player's language's: #app/i18n/format.ts.
 */
export { parseNaira } from '@9ja/money'
