import { useRouter } from '@tanstack/react-router'
import { useEffect, useLayoutEffect } from 'react'
import { releaseEarlyEdits, replayEarlyInput } from '@/lib/early-input/replay-early-input'
import { removeThirdPartyBadges, watchThirdPartyBadges } from '@/lib/site/third-party-badges'

/**
 * Client-only upkeep that renders nothing: what the visitor did before hydration, handed to the
 * app (edits from its first commit on, clicks a task later, once every widget's effects have run
 * and the part of the page they were aimed at has hydrated); the service worker
 * once the page has hydrated (its code is not part of the first load); and badge removal now,
 * on insertion and on page change.
 */
export function AppRuntime() {
  const router = useRouter()
  useLayoutEffect(() => releaseEarlyEdits(), [])
  useEffect(() => {
    const replay = setTimeout(replayEarlyInput)
    return () => clearTimeout(replay)
  }, [])
  useEffect(() => void startServiceWorker(), [])
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

// The import alone is awaited apart: a failed import is a chunk error (handled by reloading once),
// a refused registration is not.
async function startServiceWorker() {
  const worker = await import('@/lib/pwa/service-worker')
  await worker.registerServiceWorker()
}
