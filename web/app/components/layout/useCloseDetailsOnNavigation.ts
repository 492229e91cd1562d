import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * Menus are <details> elements so they open without JavaScript. Once JavaScript runs, they also
 * close the way menus do: after a client-side navigation, on a click outside them, and on Escape.
 */
export function useCloseDetailsOnNavigation<T extends HTMLElement>() {
  const containerRef = useRef<T>(null)
  const location = useLocation()

  // Only on a later navigation: closing on mount would shut a menu opened before hydration.
  const shownKey = useRef(location.key)
  useEffect(() => {
    if (shownKey.current === location.key) return
    shownKey.current = location.key
    closeOpenMenus(containerRef.current)
  }, [location.key])

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const container = containerRef.current
      container?.querySelectorAll('details[open]').forEach((details) => {
        if (!details.contains(event.target as Node)) details.removeAttribute('open')
      })
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closeOpenMenus(containerRef.current)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return containerRef
}

function closeOpenMenus(container: HTMLElement | null) {
  container?.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'))
}
