/**
 * Money for the web app's screens: the platform's one reading and printing of naira
 * (packages/money), shared with the wallet-service so both show the same ₦1,500.50.
 */
export { formatAmount, formatLagosTime, formatNaira, parseNaira } from '@9ja/money'
