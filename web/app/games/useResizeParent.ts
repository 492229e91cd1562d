import { useEffect } from 'react'

/**
 * Inside the lobby's iframe, tells the parent page how tall this game is, so the frame fits it:
 * `{type: 'resize-iframe', height}`, posted to our own origin only.
 */
export function useResizeParent() {
  useEffect(() => {
    if (window.parent === window) return
    const post = () =>
      window.parent.postMessage({ type: 'resize-iframe', height: document.documentElement.scrollHeight }, window.location.origin)
    const observer = new ResizeObserver(post)
    observer.observe(document.body)
    post()
    return () => observer.disconnect()
  }, [])
}
