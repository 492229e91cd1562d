import { createContext, useContext } from 'react'

/**
 * This answer's Content-Security-Policy nonce, for the inline and module scripts the root layout
 * renders. Only the server provides one; in the browser it is empty (browsers hide nonce values
 * from the page, and scripts added after load need none).
 */
export const NonceContext = createContext('')

export function useNonce(): string {
  return useContext(NonceContext)
}
