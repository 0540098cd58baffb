import { lazy, Suspense, useSyncExternalStore } from 'react'

/** Spec: at most 5 toasts at once, 5 seconds by default. */
export const TOAST_LIMIT = 5
export const TOAST_DURATION_MS = 5000

export type ToastVariant = 'default' | 'success' | 'destructive'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds; `false` keeps the toast until it is dismissed. */
  duration?: number | false
  action?: { label: string; onClick: () => void }
}

// The toast library and its stylesheet load with the first toast, not with every page.
const loadRuntime = () =>
  import('./toast-runtime').then(async (runtime) => {
    await runtime.stylesheetReady
    return runtime
  })
const ToastViewport = lazy(() =>
  loadRuntime().then((module) => ({ default: module.ToastViewport })),
)

let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The one way every feature tells the user something happened. */
export function notify(options: ToastOptions): void {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  // Toasts raised before the container mounts are queued by the library and shown on mount.
  void loadRuntime().then((runtime) => runtime.showToast(options))
}

/** Mounted once by the shell; renders the toast region once a toast has been raised. */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  return active ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null
}
