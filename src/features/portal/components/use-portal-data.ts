import { useCallback, useEffect, useRef, useState } from 'react'
import { isOnline, onConnectivityChange } from '@/lib/connectivity'
import { notify } from '@/lib/toast'
import { readUserCache, writeUserCache } from '@/lib/user-cache'
import { fetchPortalData } from '../api/fetch-portal-data'
import type { PortalData } from '../model/portal-data'

const CACHE_NAME = 'portal'

export type PortalView =
  | { state: 'loading' }
  | { state: 'ready'; data: PortalData; source: 'cache' | 'network' }
  /** Nothing saved on this device and nothing could be fetched. */
  | { state: 'unavailable'; reason: 'offline' | 'error' }

const loadFailed = {
  title: 'Error',
  description: 'Failed to load your data. Please try again.',
  variant: 'destructive',
} as const

/**
 * The portal's data: the copy saved on this device at once, then the backend's, again whenever
 * the tab becomes visible or the connection returns. Offline, nothing waits on the network.
 */
export function usePortalData(userId: string): { view: PortalView; refreshing: boolean } {
  const [view, setView] = useState<PortalView>({ state: 'loading' })
  const [refreshing, setRefreshing] = useState(false)
  const hasData = useRef(false)
  const fromNetwork = useRef(false)
  const inFlight = useRef(false)

  const refresh = useCallback(async () => {
    if (inFlight.current || !isOnline()) return
    inFlight.current = true
    setRefreshing(true)
    try {
      const data = await fetchPortalData(userId)
      hasData.current = true
      fromNetwork.current = true
      setView({ state: 'ready', data, source: 'network' })
      await writeUserCache(userId, CACHE_NAME, data)
    } catch {
      // Unreachable is not a failure to report: the screen says it shows the saved copy.
      const reachable = isOnline()
      if (reachable) notify(loadFailed)
      if (!hasData.current)
        setView({ state: 'unavailable', reason: reachable ? 'error' : 'offline' })
    } finally {
      inFlight.current = false
      setRefreshing(false)
    }
  }, [userId])

  useEffect(() => {
    let active = true
    // The saved copy first (a few milliseconds), then the backend's.
    void readUserCache<PortalData>(userId, CACHE_NAME)
      .catch(() => undefined)
      .then((cached) => {
        if (!active) return
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
      active = false
      document.removeEventListener('visibilitychange', onVisible)
      stopWatching()
    }
  }, [userId, refresh])

  return { view, refreshing }
}
