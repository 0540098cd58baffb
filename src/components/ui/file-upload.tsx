import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload'
import { Upload } from 'lucide-react'
import { useId } from 'react'
import { field, fileUpload } from 'styled-system/recipes'

export interface FileUploadProps {
  label: string
  /** The one control's name and visible text, for example 'Choose files or drop them here'. */
  actionText: string
  hint?: string
  /** Extensions (`.apk`) or MIME types (`image/*`), as the file input's accept attribute. */
  accept: readonly string[]
  maxFiles?: number
  disabled?: boolean
  /** Marks the label as required, as the other form fields do. */
  required?: boolean
  /** A message shown under the control, which then reads as invalid. */
  error?: string
  /** Called when focus leaves the control, for a form's "touched" state. */
  onBlur?: () => void
  onFilesAccepted: (files: File[]) => void
  onFilesRejected?: (files: File[]) => void
}

const NO_FILES: File[] = []

const styles = fileUpload()
const fieldStyles = field()

/**
 * Choosing files by click, keyboard or drag and drop; the files are handed over at once and the
 * control keeps none, so the caller owns the list.
 */
export function FileUpload({
  label,
  actionText,
  hint,
  accept,
  maxFiles = 1,
  disabled,
  required,
  error,
  onBlur,
  onFilesAccepted,
  onFilesRejected,
}: FileUploadProps) {
  const hintId = useId()
  const errorId = useId()
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <ArkFileUpload.Root
      className={styles.root}
      accept={accept.join(',')}
      maxFiles={maxFiles}
      disabled={disabled}
      required={required}
      invalid={error !== undefined}
      acceptedFiles={NO_FILES}
      translations={{ dropzone: actionText }}
      onFileChange={(details) => {
        if (details.acceptedFiles.length > 0) onFilesAccepted(details.acceptedFiles)
        if (details.rejectedFiles.length > 0) {
          onFilesRejected?.(details.rejectedFiles.map((rejection) => rejection.file))
        }
      }}
    >
      <ArkFileUpload.Label className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.requiredIndicator}>
            *
          </span>
        ) : null}
      </ArkFileUpload.Label>
      <ArkFileUpload.Dropzone
        className={styles.dropzone}
        aria-describedby={describedBy || undefined}
        aria-invalid={error !== undefined || undefined}
        onBlur={onBlur}
      >
        <Upload aria-hidden="true" size={28} />
        <span className={styles.action}>{actionText}</span>
      </ArkFileUpload.Dropzone>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.errorText}>
          {error}
        </p>
      ) : null}
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  )
}
