import { lazy } from 'react'
import { css } from 'styled-system/css'
import { LazyTabContent } from '@/components/ui/tabs'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { pageCheckTab } from '../content/page'
import { DemoCard } from './demo-card'

// The tool (form, report, exports) is not part of the page's first load: its code is fetched once
// the page has hydrated, and axe-core later still, when a check starts.
const PageCheck = lazy(() =>
  import('./page-check').then((module) => ({ default: module.PageCheck })),
)

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
    <LazyTabContent fallback={<PageCheckPending />}>
      <PageCheck active={active} />
    </LazyTabContent>
  )
}
