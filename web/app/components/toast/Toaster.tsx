import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { Toast } from './toast-schema.ts'
import { dismissToast, getServerToasts, getToasts, subscribeToToasts } from './toast-store.ts'

/** How long a toast stays on screen (spec section 9: toast auto-close 5 s). */
export const TOAST_DURATION_MS = 5000

/**
 * Top-right, light toasts. `flashToast` is the toast the root loader read from the flash cookie: it is
 * part of the server HTML (so it shows even on a page without JavaScript, where CSS hides it after
 * 5 s); browser-side toasts come from `showToast` (toast-store.ts).
 */
export function Toaster({ flashToast }: { flashToast: Toast | null }) {
  const clientToasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts)
  const [dismissedFlashId, setDismissedFlashId] = useState<string | null>(null)
  const toasts = [
    ...(flashToast && flashToast.id !== dismissedFlashId ? [flashToast] : []),
    ...clientToasts.filter((toast) => toast.id !== flashToast?.id),
  ]

  const flashId = flashToast?.id
  // Stable, so a toast's 5 s timer is not restarted whenever another toast appears.
  const dismiss = useCallback((id: string) => (id === flashId ? setDismissedFlashId(id) : dismissToast(id)), [flashId])

  return (
    <section className="toaster" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [toast.id, onDismiss])

  return (
    <div
      className={`toast toast-${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      style={{ animationDelay: `${TOAST_DURATION_MS}ms` }}
      data-testid="toast"
    >
      <div className="toast-body">
        {toast.title ? <strong className="toast-title">{toast.title}</strong> : null}
        <span className="toast-description">{toast.description}</span>
      </div>
      <button type="button" className="toast-close" aria-label="Close" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
      <span className="toast-progress" style={{ animationDuration: `${TOAST_DURATION_MS}ms` }} />
    </div>
  )
}
