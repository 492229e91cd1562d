import { redirect } from '@remix-run/node'

/** The number games start with 1 Sure, the quickest. */
export const loader = () => redirect('/number-games/one-sure')
