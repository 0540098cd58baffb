import { RotateCw } from 'lucide-react'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { freshnessCopy } from '../content'
import { formatDateTime } from '../model/format'
import { freshnessMessage, type Freshness } from '../model/freshness'

// Two whole styles, not one on top of the other: atomic classes cannot override each other.
const lineStyle = flex({
  wrap: 'wrap',
  align: 'center',
  justify: 'space-between',
  gap: '3',
  fontSize: 'sm',
  color: 'fg.muted',
})
const savedCopyStyle = flex({
  wrap: 'wrap',
  align: 'center',
  justify: 'space-between',
  gap: '3',
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
  freshness: Freshness
  onRetry: () => void
}

/** Says how old the shown data is; when the server could not be reached, says so and offers Retry. */
export function DataFreshness({ fetchedAt, freshness, onRetry }: DataFreshnessProps) {
  const { unreachable, refreshing } = freshness
  return (
    <div className={unreachable ? savedCopyStyle : lineStyle}>
      <p role="status" aria-live="polite">
        {freshnessMessage(freshness, formatDateTime(fetchedAt))}
      </p>
      {unreachable ? (
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={onRetry}
          disabled={refreshing}
        >
          <RotateCw aria-hidden="true" size={16} />
          {freshnessCopy.retry}
        </button>
      ) : null}
    </div>
  )
}
