import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useTimeout } from '@/lib/hooks/use-timeout'
import { pageNoticeCopy } from '@/lib/site/frame-content'

/** A page change that takes longer than this shows the bar; a quicker one shows nothing. */
export const NAVIGATION_PROGRESS_DELAY_MS = 150

const barStyle = css({
  position: 'fixed',
  insetInline: '0',
  top: '0',
  h: '1',
  zIndex: 'toast',
  bg: 'accent.solid',
  transformOrigin: 'left',
  animation: 'navigationProgress 8s cubic-bezier(0.1, 0.8, 0.2, 1) forwards',
  _print: { display: 'none' },
})
const statusStyle = css({ srOnly: true })

/**
 * A thin bar at the top while a page change waits on its code or data, announced politely.
 * It appears only after a short delay, so quick changes stay silent.
 */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const [shown, setShown] = useState(false)
  if (!loading && shown) setShown(false)
  useTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS, loading)
  const visible = loading && shown
  return (
    <>
      {visible ? <div className={barStyle} aria-hidden="true" /> : null}
      <div role="status" className={statusStyle}>
        {visible ? pageNoticeCopy.loadingPage : null}
      </div>
    </>
  )
}
