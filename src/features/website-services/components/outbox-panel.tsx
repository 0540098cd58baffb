import { useId } from 'react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { keptForEditing, MAX_ATTEMPTS, type OutboxEntry } from '@/lib/outbox/outbox-rules'
import type { Outbox } from '@/lib/outbox/use-outbox'
import { outboxCopy } from '../content/outbox'

const panelStyle = grid({
  gap: '3',
  p: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
})
const countStyle = css({ fontWeight: '700', color: 'fg.default' })
const itemStyle = grid({ gap: '2', py: '2' })
const actionsStyle = flex({ wrap: 'wrap', gap: '2' })

function stateText(entry: OutboxEntry): string {
  const status = entry.lastStatus ?? 0
  if (entry.status === 'rejected') return outboxCopy.state.rejected(status)
  if (entry.status === 'redirected') return outboxCopy.state.redirected
  if (entry.status === 'blocked') return outboxCopy.state.blocked
  if (entry.status === 'failed') return outboxCopy.state.failed(status, MAX_ATTEMPTS)
  if (entry.attempts > 0) return outboxCopy.state.retrying(status, entry.attempts + 1, MAX_ATTEMPTS)
  return outboxCopy.state.waiting
}

export interface OutboxPanelProps {
  outbox: Outbox
  /** Puts a refused request back into the form, and out of the list. */
  onEdit: (entry: OutboxEntry) => void
}

/** How many requests wait on this device, and each one, to cancel, edit or try again. */
export function OutboxPanel({ outbox, onEdit }: OutboxPanelProps) {
  const headingId = useId()
  const entries = outbox.entries ?? []
  const waiting = entries.filter((entry) => entry.status === 'waiting').length
  return (
    <section aria-labelledby={headingId} className={panelStyle} hidden={entries.length === 0}>
      <h3 id={headingId} className={css({ srOnly: true })}>
        {outboxCopy.title}
      </h3>
      <p role="status" className={countStyle}>
        {entries.length > 0 ? outboxCopy.waiting(waiting) : ''}
      </p>
      <ul aria-label={outboxCopy.title}>
        {entries.map((entry) => (
          <li key={entry.id} className={itemStyle}>
            <strong>{entry.label}</strong>
            <span>{stateText(entry)}</span>
            <span className={actionsStyle}>
              {keptForEditing(entry) ? (
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  onClick={() => onEdit(entry)}
                >
                  {outboxCopy.edit}
                </button>
              ) : null}
              {entry.status === 'failed' ? (
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  onClick={() => void outbox.retry(entry.id)}
                >
                  {outboxCopy.retry}
                </button>
              ) : null}
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline' })}
                aria-label={`${outboxCopy.cancel}: ${entry.label}`}
                onClick={() => void outbox.cancel(entry.id)}
              >
                {outboxCopy.cancel}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
