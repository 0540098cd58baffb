import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { registerServiceWorker } from '@/lib/service-worker'
import { removeThirdPartyBadges, watchThirdPartyBadges } from '@/lib/third-party-badges'

/**
 * Client-only upkeep that renders nothing: the service worker once the page has hydrated, and
 * badge removal now, on insertion and on page change.
 */
export function AppRuntime() {
  const router = useRouter()
  useEffect(() => void registerServiceWorker(), [])
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
