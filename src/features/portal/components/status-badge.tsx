import { css } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { statusLabel } from '../model/format'
import { statusTone } from '../model/status-tone'

const hiddenLabel = css({ srOnly: true })

/** A coloured status; screen readers also hear which status it is ("Payment: Paid"). */
export function StatusBadge({ status, kind }: { status: string; kind: string }) {
  const tone = statusTone(status)
  return (
    <span className={badge({ variant: tone })} data-tone={tone}>
      <span className={hiddenLabel}>{kind}: </span>
      {statusLabel(status)}
    </span>
  )
}
