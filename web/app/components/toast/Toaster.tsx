import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { Toast } from './toast-schema.ts'
import { dismissToast, getServerToasts, getToasts, subscribeToToasts } from './toast-store.ts'

/**
 * Top-right, light toasts. `flashToast` is the toast the root loader read from the flash cookie: it is
 * part of the server HTML (so it shows even on a page without JavaScript, where CSS hides it after
 * `durationMs`); browser-side toasts come from `showToast` (toast-store.ts). Each closes after
 * `durationMs` (TOAST_DURATION_MS: spec section 9's 5 s).
 */
export function Toaster({ flashToast, durationMs }: { flashToast: Toast | null; durationMs: number }) {
  const clientToasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts)
  const [dismissedFlashId, setDismissedFlashId] = useState<string | null>(null)
  const toasts = [
    ...(flashToast && flashToast.id !== dismissedFlashId ? [flashToast] : []),
    ...clientToasts.filter((toast) => toast.id !== flashToast?.id),
  ]

  const flashId = flashToast?.id
  // Stable, so a toast's timer is not restarted whenever another toast appears.
  const dismiss = useCallback((id: string) => (id === flashId ? setDismissedFlashId(id) : dismissToast(id)), [flashId])

  return (
    <section className="toaster" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} durationMs={durationMs} onDismiss={dismiss} />
      ))}
    </section>
  )
}

function ToastItem({ toast, durationMs, onDismiss }: { toast: Toast; durationMs: number; onDismiss: (id: string) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), durationMs)
    return () => window.clearTimeout(timer)
  }, [toast.id, durationMs, onDismiss])

  return (
    <div
      className={`toast toast-${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      style={{ animationDelay: `${durationMs}ms` }}
      data-testid="toast"
    >
      <div className="toast-body">
        {toast.title ? <strong className="toast-title">{toast.title}</strong> : null}
        <span className="toast-description">{toast.description}</span>
      </div>
      <button type="button" className="toast-close" aria-label="Close" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
      <span className="toast-progress" style={{ animationDuration: `${durationMs}ms` }} />
    </div>
  )
}
