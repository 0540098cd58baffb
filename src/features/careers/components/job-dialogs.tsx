import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { Modal } from '@/components/ui/modal'
import { applicationCopy, jobDetailsCopy, type JobPosition } from '../content'
import { ApplicationForm } from './application-form'

const metaStyle = grid({ gridTemplateColumns: 'auto 1fr', gap: '1 4' })
const termStyle = css({ fontWeight: '600' })
const sectionTitle = css({ fontWeight: '700', mt: '2' })
const listStyle = grid({ listStyleType: 'disc', ps: '5', gap: '1' })
const APPLY_BUTTON_ID = 'job-apply-button'

export interface JobDialogsProps {
  job: JobPosition
  detailOpen: boolean
  onDetailOpenChange: (open: boolean) => void
  /** The card's button, where focus returns when the dialogs close. */
  returnFocusTo: () => HTMLElement | null
}

/** The position's details and, on top of them, the application form. */
export function JobDialogs({
  job,
  detailOpen,
  onDetailOpenChange,
  returnFocusTo,
}: JobDialogsProps) {
  const [applyOpen, setApplyOpen] = useState(false)
  return (
    <>
      <Modal
        open={detailOpen}
        onOpenChange={onDetailOpenChange}
        title={job.title}
        description={`${job.department} · ${job.location} · ${job.type}`}
        returnFocusTo={returnFocusTo}
        keepMounted
      >
        <dl className={metaStyle}>
          <dt className={termStyle}>{jobDetailsCopy.departmentTerm}</dt>
          <dd>{job.department}</dd>
          <dt className={termStyle}>{jobDetailsCopy.locationTerm}</dt>
          <dd>{job.location}</dd>
          <dt className={termStyle}>{jobDetailsCopy.typeTerm}</dt>
          <dd>{job.type}</dd>
        </dl>
        <h3 className={sectionTitle}>{jobDetailsCopy.aboutHeading}</h3>
        <p>{job.description}</p>
        <h3 className={sectionTitle}>{jobDetailsCopy.requirementsHeading}</h3>
        <ul className={listStyle}>
          {job.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
        <div>
          <button
            id={APPLY_BUTTON_ID}
            type="button"
            className={button({ size: 'lg' })}
            aria-haspopup="dialog"
            onClick={() => setApplyOpen(true)}
          >
            {applicationCopy.apply}
          </button>
        </div>
      </Modal>
      <Modal
        open={applyOpen}
        onOpenChange={setApplyOpen}
        title={applicationCopy.dialogTitle(job.title)}
        description={applicationCopy.dialogDescription}
        // Sent, both close at once: focus goes to the card, not to Apply Now in the closed details.
        returnFocusTo={() => {
          const apply = document.getElementById(APPLY_BUTTON_ID)
          return apply?.closest('dialog')?.open ? apply : returnFocusTo()
        }}
      >
        <ApplicationForm
          job={job}
          onSubmitted={() => {
            setApplyOpen(false)
            onDetailOpenChange(false)
          }}
        />
      </Modal>
    </>
  )
}
