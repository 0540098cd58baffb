import { css } from 'styled-system/css'
import { useOnlineStatus } from '@/lib/connectivity'
import { formatDateTime } from '../model/format'

const lineStyle = css({ fontSize: 'sm', color: 'fg.muted' })
const offlineStyle = css({
  fontSize: 'sm',
  fontWeight: '600',
  color: 'warning.fg',
  bg: 'warning.subtle',
  px: '3',
  py: '2',
  borderRadius: 'md',
})

export interface DataFreshnessProps {
  fetchedAt: string
  refreshing: boolean
}

/** Says how old the shown data is, and that it is the saved copy while offline. */
export function DataFreshness({ fetchedAt, refreshing }: DataFreshnessProps) {
  const online = useOnlineStatus()
  const when = formatDateTime(fetchedAt)
  return (
    <div role="status" aria-live="polite">
      {online ? (
        <p className={lineStyle}>{refreshing ? 'Updating…' : `Last updated ${when}`}</p>
      ) : (
        <p className={offlineStyle}>You are offline. Showing your saved data from {when}.</p>
      )}
    </div>
  )
}
