import { css } from 'styled-system/css'
import { useOnlineStatus } from '@/lib/network/connectivity'
import { pageNoticeCopy } from '@/lib/site/frame-content'

const bannerStyle = css({
  bg: 'warning.subtle',
  color: 'warning.fg',
  textAlign: 'center',
  px: '4',
  py: '2',
  fontWeight: '600',
  fontSize: 'sm',
  _print: { display: 'none' },
})

/** The live region is always present so that going offline is announced. */
export function OfflineBanner() {
  const online = useOnlineStatus()
  return (
    <div role="status" aria-live="polite">
      {online ? null : <p className={bannerStyle}>{pageNoticeCopy.offline}</p>}
    </div>
  )
}
