import { useSyncExternalStore } from 'react'
import { loadStylesheet } from '../browser/stylesheet'
import toastStylesheet from './toast.css?url'

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

type ToastRuntime = typeof import('./toast-runtime')

let runtime: ToastRuntime | null = null
let loading: Promise<ToastRuntime> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Loads the toast library and its stylesheet side by side, once: pages without toasts never
 * load them. A failed load (offline before they were cached) is tried again by the next toast.
 */
function loadRuntime(): Promise<ToastRuntime> {
  loading ??= Promise.all([import('./toast-runtime'), loadStylesheet(toastStylesheet)]).then(
    ([module]) => {
      runtime = module
      listeners.forEach((listener) => listener())
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Starts loading the toasts beside work whose answer will be one (an account call), so that the
 * answer shows when it arrives, not a round trip later.
 */
export function prepareToasts(): void {
  void loadRuntime().catch(() => undefined)
}

/** The one way every feature tells the user something happened. */
export function notify(options: ToastOptions): void {
  // Toasts raised before the container mounts are queued by the library and shown on mount.
  void loadRuntime().then((loaded) => loaded.showToast(options))
}

/**
 * Mounted once by the shell; renders the toast region once the runtime has loaded. An external
 * store, not `lazy`: its update renders at once, where a suspended `lazy` is revealed at the
 * priority of a retry, after a navigation's render that started meanwhile has committed.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => runtime,
    () => null,
  )
  return loaded ? <loaded.ToastViewport /> : null
}
