import { memo, startTransition, Suspense, use, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { WidgetBoundary } from '@/components/ui/widget-boundary'

type LaterDemos = (typeof import('./later-demos'))['laterDemos']
export type LaterTab = keyof LaterDemos

// The prerenderer writes these demos into the page's HTML like the rest of it (decision 0020).
let loaded: LaterDemos | undefined = import.meta.env.SSR
  ? (await import('./later-demos')).laterDemos
  : undefined
/** The latest load; a failed one stays failed (and shown so) until the next call asks again. */
let attempt: Promise<LaterDemos> | undefined
let failed = false
let announce: (demos: LaterDemos) => void = () => {}
/** Settles with the first successful load: waiting on it does not start the load. */
const firstLoad = new Promise<LaterDemos>((resolve) => {
  announce = resolve
})

/** Loads the later demos' code once, or again after a failed load. */
export function loadLaterDemos(): Promise<LaterDemos> {
  if (!attempt || failed) {
    failed = false
    attempt = import('./later-demos').then((module) => {
      loaded = module.laterDemos
      announce(loaded)
      return loaded
    })
    // Marked on the whole load: its files can fail before the import itself runs (0028).
    attempt.catch(() => {
      failed = true
    })
  }
  return attempt
}

export const laterDemosLoaded = () => loaded !== undefined

/** The panel's "Try again": the panel shows how this load ends, its failure included. */
const loadAgain = () => void loadLaterDemos().catch(() => undefined)

// The wrapper lays out nothing, so the demo sits in its panel as it would without it.
const wrapperStyle = css({ display: 'contents' })
/**
 * Hydrating an element whose content is set as HTML leaves the prerendered content in place,
 * without React's hands on it: React adopts only the wrapper (and never writes this empty HTML).
 */
const KEEP_PRERENDERED = { __html: '' }

/** The demos' code, in a transition once it arrives: five hidden panels render in slices. */
function useLaterDemos(): LaterDemos | undefined {
  const [demos, setDemos] = useState(loaded)
  useEffect(() => {
    if (demos) return
    let mounted = true
    void firstLoad.then((arrived) => {
      if (mounted) startTransition(() => setDemos(arrived))
    })
    return () => {
      mounted = false
    }
  }, [demos])
  // A tab opened as the code arrives renders its demo at once, before the transition.
  return demos ?? loaded
}

function DemoWhenLoaded({ tab, active }: { tab: LaterTab; active: boolean }) {
  const Widget = use(attempt ?? loadLaterDemos())[tab]
  return (
    <div className={wrapperStyle}>
      <Widget active={active} />
    </div>
  )
}

/**
 * One later demo in its tab panel. Until its code is here it is the prerendered HTML, kept as it
 * is (the tab does not open before the code arrives, mobile-demo-tabs.tsx); then the demo itself.
 * A tab opened on a failed load shows the failure, with a retry.
 */
export const LaterDemo = memo(function LaterDemo({
  tab,
  active,
}: {
  tab: LaterTab
  active: boolean
}) {
  const demos = useLaterDemos()
  if (demos) {
    const Widget = demos[tab]
    return (
      <div key="demo" className={wrapperStyle}>
        <Widget active={active} />
      </div>
    )
  }
  if (!active)
    return (
      <div
        key="prerendered"
        className={wrapperStyle}
        dangerouslySetInnerHTML={KEEP_PRERENDERED}
        suppressHydrationWarning
      />
    )
  return (
    <WidgetBoundary onRetry={loadAgain}>
      <Suspense fallback={null}>
        <DemoWhenLoaded tab={tab} active={active} />
      </Suspense>
    </WidgetBoundary>
  )
})
