import { Briefcase, Clock, MapPin } from 'lucide-react'
import { memo, useCallback, useId, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { container, flex, grid } from 'styled-system/patterns'
import { badge, button, card, field } from 'styled-system/recipes'
import { useQuiet } from '@/lib/hooks/use-quiet'
import { careersHeader, jobPositions, positionList, type JobPosition } from '../content'
import { filterPositions } from '../model/job-search'
import { JobDialogs } from './job-dialogs'

const headerStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const innerStyle = container({ maxW: '5xl' })
const titleStyle = css({ textStyle: 'display', mt: '4' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '4', maxW: '3xl' })
const searchStyle = css({ mt: '8', maxW: 'xl' })
const listWrap = container({ maxW: '5xl', py: '12' })
const countStyle = css({ color: 'fg.muted', mb: '4' })
const gridStyle = grid({ gap: '5', columns: { base: 1, md: 2 } })
const metaStyle = flex({ wrap: 'wrap', gap: '4', color: 'fg.muted', fontSize: 'sm' })
const metaItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1' })
const emptyStyle = css({ textAlign: 'center', color: 'fg.muted', py: '10', fontSize: 'lg' })

export function viewButtonId(job: JobPosition): string {
  return `job-${job.id}-view`
}

export function CareersPage() {
  const [query, setQuery] = useState('')
  const [job, setJob] = useState<JobPosition | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  // The details dialog is mounted closed once the page is quiet, so that View Details shows it
  // with the chosen position's text rather than building it in the tap: its first mount runs
  // code for the first time, tens of milliseconds on a slow phone (docs/decisions/0016).
  const quiet = useQuiet()
  const dialogJob = job ?? (quiet ? jobPositions[0] : undefined)
  const searchId = useId()
  const results = useMemo(() => filterPositions(jobPositions, query), [query])
  const view = useCallback((position: JobPosition) => {
    setJob(position)
    setDetailOpen(true)
  }, [])
  const fieldStyles = field()

  return (
    <>
      <section aria-labelledby="page-title" className={headerStyle}>
        <div className={innerStyle}>
          <p>
            <span className={badge()}>{careersHeader.badgeLabel}</span>
          </p>
          <h1 id="page-title" className={titleStyle}>
            {careersHeader.title}
          </h1>
          <p className={leadStyle}>{careersHeader.lead}</p>
          <div className={`${fieldStyles.root} ${searchStyle}`}>
            <label htmlFor={searchId} className={fieldStyles.label}>
              {careersHeader.searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              className={fieldStyles.control}
              placeholder={careersHeader.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
      </section>
      <section aria-labelledby="positions-heading" className={listWrap}>
        <h2 id="positions-heading" className={css({ textStyle: 'h2', mb: '2' })}>
          {positionList.title}
        </h2>
        <p role="status" className={countStyle}>
          {positionList.count(results.length)}
        </p>
        <PositionCards results={results} onView={view} />
      </section>
      {dialogJob ? (
        <JobDialogs
          job={dialogJob}
          detailOpen={detailOpen}
          onDetailOpenChange={setDetailOpen}
          returnFocusTo={() => document.getElementById(viewButtonId(dialogJob))}
        />
      ) : null}
    </>
  )
}

/**
 * The position cards. Memoised: opening a position's dialog renders the dialog, not the list.
 */
const PositionCards = memo(function PositionCards({
  results,
  onView,
}: {
  results: readonly JobPosition[]
  onView: (position: JobPosition) => void
}) {
  const styles = card()
  return results.length === 0 ? (
    <p className={emptyStyle}>{careersHeader.empty}</p>
  ) : (
    <ul className={gridStyle}>
      {results.map((position) => (
        <li key={position.id} className={styles.root}>
          <div className={styles.header}>
            <h3 className={styles.title}>{position.title}</h3>
            <div className={metaStyle}>
              <span className={metaItem}>
                <Briefcase aria-hidden="true" size={16} />
                {position.department}
              </span>
              <span className={metaItem}>
                <MapPin aria-hidden="true" size={16} />
                {position.location}
              </span>
              <span className={metaItem}>
                <Clock aria-hidden="true" size={16} />
                {position.type}
              </span>
            </div>
          </div>
          <div className={styles.body}>
            <p className={styles.description}>{position.description}</p>
          </div>
          <div className={styles.footer}>
            <button
              id={viewButtonId(position)}
              type="button"
              className={button({ variant: 'outline' })}
              aria-haspopup="dialog"
              aria-label={positionList.viewButtonLabel(position.title)}
              onClick={() => onView(position)}
            >
              {positionList.viewButton}
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
})
