import { redirect } from '@remix-run/node'

/** The virtual sports start with football. */
export const loader = () => redirect('/virtual-sports/virtual-football')
