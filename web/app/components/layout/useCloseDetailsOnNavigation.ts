import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * Menus are <details> elements so they open without JavaScript; once JavaScript runs, a client-side
 * navigation would leave them open, so close them whenever the location changes.
 */
export function useCloseDetailsOnNavigation<T extends HTMLElement>() {
  const containerRef = useRef<T>(null)
  const location = useLocation()
  useEffect(() => {
    containerRef.current?.querySelectorAll('details[open]').forEach((details) => {
      details.removeAttribute('open')
    })
  }, [location.key])
  return containerRef
}
