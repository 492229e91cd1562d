import type { Toast, ToastInput } from './toast-schema.ts'

/**
 * Browser-side toasts (e.g. 'Link Copied') share the Toaster with the flash-cookie toasts from the
 * server. A tiny external store, so any component can call `showToast` without a context provider.
 */
type Listener = () => void

let toasts: Toast[] = []
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

export function showToast(input: ToastInput): Toast {
  const toast: Toast = {
    id: input.id ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`,
    type: input.type ?? 'info',
    title: input.title,
    description: input.description,
  }
  if (toasts.some((existing) => existing.id === toast.id)) return toast
  toasts = [...toasts, toast]
  emit()
  return toast
}

export function dismissToast(id: string) {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function subscribeToToasts(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getToasts() {
  return toasts
}

const noToasts: Toast[] = []
export function getServerToasts() {
  return noToasts
}
