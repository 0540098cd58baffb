import { isOnline } from '../network/connectivity'
const RELOAD_MARK_KEY = 'chunk-reload-at'
/** A second chunk failure within this window is not retried: it is not a stale deploy. */
export const CHUNK_RELOAD_GUARD_MS = 10_000

export interface ChunkErrorContext {
  online: boolean
  lastReloadAt: number | null
  now: number
}

/** One reload fixes a chunk that vanished in a deploy; offline, or right after a reload, it would loop. */
export function shouldReloadAfterChunkError({
  online,
  lastReloadAt,
  now,
}: ChunkErrorContext): boolean {
  if (!online) return false
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS
}

function readLastReload(): number | null {
  const raw = sessionStorage.getItem(RELOAD_MARK_KEY)
  const value = raw === null ? NaN : Number(raw)
  return Number.isFinite(value) ? value : null
}

/**
 * Vite fires `vite:preloadError` when a lazily loaded chunk's import fails. A lost connection
 * fails before the import (fetch-before-import.ts), so what comes here is mostly a chunk gone
 * in a deploy: an HTTP error, which no retry on this page would mend.
 */
export function installChunkRecovery(): () => void {
  const onPreloadError = (event: Event) => {
    const now = Date.now()
    if (
      !shouldReloadAfterChunkError({
        online: isOnline(),
        lastReloadAt: readLastReload(),
        now,
      })
    )
      return
    event.preventDefault()
    sessionStorage.setItem(RELOAD_MARK_KEY, String(now))
    window.location.reload()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
