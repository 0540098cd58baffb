import { useSyncExternalStore } from 'react'
import { REQUEST_TIMEOUT_MS } from './request-timeout'

export { REQUEST_TIMEOUT_MS }

/** The connection check is a tiny request: an answer that takes longer than this is no answer. */
export const CHECK_TIMEOUT_MS = 3000
/** While the browser claims a connection that requests do not get, the check repeats this often. */
export const RECHECK_INTERVAL_MS = 5000
/**
 * A network the browser has just reported back often answers only a moment later (Chromium
 * fails the first request after its `online` event): a failed check then repeats this soon.
 */
export const RECHECK_AFTER_ONLINE_MS = 1000
/**
 * What the check asks for: a HEAD request, which the service worker never answers (it serves GET
 * only), so only the network can. It has no body, and a redirect (a captive portal's login page)
 * is an error.
 */
const CHECK_REQUEST: RequestInit = { method: 'HEAD', cache: 'no-store', redirect: 'error' }

/**
 * The one connection state of the page. `navigator.onLine` and its events are only a hint: a
 * browser can say "online" on a network that answers nothing (hotel or trade-show Wi-Fi), and
 * after an offline reload some browsers keep saying it. What requests actually do corrects it:
 * a network error or a timeout means offline, the next answer means online.
 */
let online = true
let started = false
let recheckTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setOnline(next: boolean) {
  ensureStarted()
  // An answer ends the checking: a check planned while offline would ask for nothing.
  if (next) clearTimeout(recheckTimer)
  else scheduleRecheck()
  if (next === online) return
  online = next
  for (const listener of listeners) listener()
}

/** Offline by evidence while the browser says online: check again later, since no event will come. */
function scheduleRecheck(delayMs = RECHECK_INTERVAL_MS) {
  clearTimeout(recheckTimer)
  recheckTimer = setTimeout(() => {
    if (!navigator.onLine) return
    if (document.visibilityState === 'visible') void checkConnection()
    else scheduleRecheck()
  }, delayMs)
}

/** Aborts after `ms` (as `AbortSignal.timeout`, but on the page's own timers). */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController()
  setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms)
  return controller.signal
}

/** Asks the site's own server, past the service worker's cache; resolves to the new state. */
export async function checkConnection(): Promise<boolean> {
  try {
    await fetch('/', { ...CHECK_REQUEST, signal: timeoutSignal(CHECK_TIMEOUT_MS) })
    setOnline(true)
  } catch {
    setOnline(false)
  }
  return online
}

function ensureStarted() {
  if (started) return
  started = true
  online = navigator.onLine
  window.addEventListener('offline', () => setOnline(false))
  // The event says a network is back, not that it answers yet.
  window.addEventListener('online', () => {
    void checkConnection().then((answered) => {
      if (!answered) scheduleRecheck(RECHECK_AFTER_ONLINE_MS)
    })
  })
  // A page the service worker served says nothing about the network: ask it once.
  if (online && 'serviceWorker' in navigator && navigator.serviceWorker.controller) {
    void checkConnection()
  }
}

function subscribe(listener: () => void): () => void {
  ensureStarted()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the site and its backend can be reached, as far as the page knows. */
export function isOnline(): boolean {
  ensureStarted()
  return online
}

/**
 * For a visitor's action that needs the network: online as far as the page knows, or, where
 * only earlier evidence said offline and the browser has a network, online again by a check now.
 */
export async function confirmOnline(): Promise<boolean> {
  if (isOnline()) return true
  return navigator.onLine ? checkConnection() : false
}

/** Calls `listener` whenever the connection state changes. */
export function onConnectivityChange(listener: () => void): () => void {
  return subscribe(listener)
}

/** The connection state for a component; prerendered HTML assumes online. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/**
 * `fetch` for requests to the site and the backend: gives up after `REQUEST_TIMEOUT_MS` and
 * reports what happened to the connection state. The caller's own abort is not evidence.
 */
export async function connectedFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const callerSignal = init.signal ?? undefined
  const timeout = timeoutSignal(REQUEST_TIMEOUT_MS)
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout
  try {
    const response = await fetch(input, { ...init, signal })
    setOnline(true)
    return response
  } catch (error) {
    if (!callerSignal?.aborted) setOnline(false)
    throw error
  }
}
