// The games ask for the balance here after each spin; it is the nav's balance answer, one loader for both.
export { loader } from './wallet.balance.tsx'
