import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { FileUpload } from '@/components/ui/file-upload'
import { useFieldState } from '@/lib/form/use-field-state'
import { buttonClass } from '@/theme/button-classes'
import { applicationCopy } from '../content'
import { RESUME_EXTENSIONS } from '../model/application'

const chosenStyle = flex({ align: 'center', justify: 'space-between', gap: '3', wrap: 'wrap' })
const fileNameStyle = css({ fontWeight: '600', overflowWrap: 'anywhere' })

/** The resume stays in the browser: only its name goes into the mail. */
export function ResumeField() {
  const { field, error } = useFieldState<File | null>()
  const chosen = field.state.value
  return (
    <div>
      <FileUpload
        label={applicationCopy.resumeLabel}
        actionText={applicationCopy.resumeAction}
        hint={applicationCopy.resumeHint}
        accept={RESUME_EXTENSIONS}
        required
        error={error}
        onBlur={field.handleBlur}
        // A file of another type is kept too, so that the form says why it cannot be sent.
        onFilesAccepted={([file]) => field.handleChange(file ?? null)}
        onFilesRejected={([file]) => field.handleChange(file ?? null)}
      />
      {chosen ? (
        <p className={chosenStyle}>
          <span>
            {applicationCopy.resumeChosen} <span className={fileNameStyle}>{chosen.name}</span>
          </span>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => field.handleChange(null)}
          >
            {applicationCopy.resumeRemove}
          </button>
        </p>
      ) : null}
    </div>
  )
}
