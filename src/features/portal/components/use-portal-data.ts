import { useCallback, useEffect, useRef, useState } from 'react'
import { isOnline, onConnectivityChange, useOnlineStatus } from '@/lib/network/connectivity'
import { readUserCache, writeUserCache } from '@/lib/session/user-cache'
import { notify } from '@/lib/toast/toast'
import { fetchPortalData } from '../api/fetch-portal-data'
import { loadFailedToast } from '../content'
import type { Freshness } from '../model/freshness'
import type { PortalData } from '../model/portal-data'

const CACHE_NAME = 'portal'

export type PortalView =
  | { state: 'loading' }
  | { state: 'ready'; data: PortalData; source: 'cache' | 'network' }
  /** Nothing saved on this device and nothing could be fetched. */
  | { state: 'unavailable'; reason: 'offline' | 'error' }

export interface PortalDataState {
  view: PortalView
  freshness: Freshness
  /** Asks the server again now, whatever the connection state says. */
  retry: () => void
}

const loadFailed = { ...loadFailedToast, variant: 'destructive' } as const

/**
 * The portal's data: the copy saved on this device at once, then the backend's, again whenever
 * the tab becomes visible or the connection returns. Offline, nothing waits on the network; a
 * refresh that cannot reach the server keeps the saved copy and says so until one succeeds.
 */
export function usePortalData(userId: string): PortalDataState {
  const online = useOnlineStatus()
  const [view, setView] = useState<PortalView>({ state: 'loading' })
  const [refreshing, setRefreshing] = useState(false)
  const [reachFailed, setReachFailed] = useState(false)
  const hasData = useRef(false)
  const fromNetwork = useRef(false)
  const inFlight = useRef(false)
  // Aborted when the user leaves (sign-out unmounts the dashboard) or changes.
  const visit = useRef<AbortController | null>(null)

  const refresh = useCallback(
    async (force = false) => {
      const signal = visit.current?.signal
      if (!signal || signal.aborted || inFlight.current || (!force && !isOnline())) return
      // Read again after each wait: the user may have left meanwhile.
      const left = () => signal.aborted
      inFlight.current = true
      setRefreshing(true)
      try {
        const data = await fetchPortalData(userId, signal)
        if (left()) return
        hasData.current = true
        fromNetwork.current = true
        setReachFailed(false)
        setView({ state: 'ready', data, source: 'network' })
        await writeUserCache(userId, CACHE_NAME, data)
      } catch {
        if (left()) return
        // Unreachable is not a failure to report: the screen says it shows the saved copy.
        const reachable = isOnline()
        if (reachable) notify(loadFailed)
        else setReachFailed(true)
        if (!hasData.current)
          setView({ state: 'unavailable', reason: reachable ? 'error' : 'offline' })
      } finally {
        inFlight.current = false
        setRefreshing(false)
      }
    },
    [userId],
  )

  useEffect(() => {
    const controller = new AbortController()
    visit.current = controller
    // The saved copy first (a few milliseconds), then the backend's.
    void readUserCache<PortalData>(userId, CACHE_NAME)
      .catch(() => undefined)
      .then((cached) => {
        if (controller.signal.aborted) return
        if (cached && !fromNetwork.current) {
          hasData.current = true
          setView({ state: 'ready', data: cached, source: 'cache' })
        } else if (!cached && !isOnline()) {
          setView({ state: 'unavailable', reason: 'offline' })
        }
        void refresh()
      })

    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    const stopWatching = onConnectivityChange(() => {
      if (isOnline()) void refresh()
    })
    return () => {
      controller.abort()
      document.removeEventListener('visibilitychange', onVisible)
      stopWatching()
    }
  }, [userId, refresh])

  const source = view.state === 'ready' ? view.source : 'cache'
  return {
    view,
    freshness: { source, refreshing, unreachable: reachFailed || !online },
    retry: () => void refresh(true),
  }
}
