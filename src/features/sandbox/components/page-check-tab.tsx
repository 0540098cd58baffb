import { css } from 'styled-system/css'
import { lazyWidget } from '@/components/ui/lazy-widget'
import { LazyTabContent } from '@/components/ui/tabs'
import { WidgetBoundary } from '@/components/ui/widget-boundary'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { pageCheckTab } from '../content/page'
import { DemoCard } from './demo-card'

// The tool (form, report, exports) is not part of the page's first load: its code is fetched once
// the page has hydrated, and axe-core later still, when a check starts.
const PageCheck = lazyWidget(() => import('./page-check').then((module) => module.PageCheck))

const whileLoadingStyle = css({
  color: 'fg.muted',
  '@media (scripting: none)': { display: 'none' },
})
const withoutScriptStyle = css({
  display: 'none',
  '@media (scripting: none)': { display: 'block' },
})

function PageCheckPending() {
  return (
    <DemoCard title={pageCheckTab.label} description={pageCheckTab.description}>
      <p role="status" className={whileLoadingStyle}>
        {pageCheckTab.loading}
      </p>
      <p className={withoutScriptStyle}>{pageCheckTab.needsScript}</p>
    </DemoCard>
  )
}

/** The "Check your own page" panel: prerendered as its pending state, the tool once loaded. */
export function PageCheckTab({ active }: { active: boolean }) {
  const hydrated = useHydrated()
  if (!hydrated) return <PageCheckPending />
  return (
    <WidgetBoundary onRetry={PageCheck.retry}>
      <LazyTabContent fallback={<PageCheckPending />}>
        <PageCheck active={active} />
      </LazyTabContent>
    </WidgetBoundary>
  )
}
