import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { removeThirdPartyBadges, watchThirdPartyBadges } from '@/lib/third-party-badges'

/**
 * Client-only upkeep that renders nothing: the service worker once the page has hydrated (its
 * code is not part of the first load), and badge removal now, on insertion and on page change.
 */
export function AppRuntime() {
  const router = useRouter()
  useEffect(() => {
    void import('@/lib/service-worker').then((worker) => worker.registerServiceWorker())
  }, [])
  useEffect(() => {
    const stopWatching = watchThirdPartyBadges(document.body)
    const stopListening = router.subscribe('onResolved', () =>
      removeThirdPartyBadges(document.body),
    )
    return () => {
      stopWatching()
      stopListening()
    }
  }, [router])
  return null
}
