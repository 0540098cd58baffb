import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload'
import { Upload } from 'lucide-react'
import { useId } from 'react'
import { css } from 'styled-system/css'

export interface FileUploadProps {
  label: string
  /** The one control's name and visible text, for example 'Choose files or drop them here'. */
  actionText: string
  hint?: string
  /** Extensions (`.apk`) or MIME types (`image/*`), as the file input's accept attribute. */
  accept: readonly string[]
  maxFiles?: number
  disabled?: boolean
  onFilesAccepted: (files: File[]) => void
  onFilesRejected?: (files: File[]) => void
}

const NO_FILES: File[] = []

const rootStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const labelStyle = css({ fontWeight: '600', color: 'fg.default' })
const dropzoneStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  p: '6',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  color: 'fg.default',
  textAlign: 'center',
  cursor: 'pointer',
  _hover: { bg: 'bg.accentSubtle' },
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
  '&[data-dragging]': { borderColor: 'accent.solid', bg: 'bg.accentSubtle' },
  '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
})
const actionStyle = css({ fontWeight: '600', color: 'fg.accent' })
const hintStyle = css({ fontSize: 'sm', color: 'fg.muted' })

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
  onFilesAccepted,
  onFilesRejected,
}: FileUploadProps) {
  const hintId = useId()
  return (
    <ArkFileUpload.Root
      className={rootStyle}
      accept={accept.join(',')}
      maxFiles={maxFiles}
      disabled={disabled}
      acceptedFiles={NO_FILES}
      translations={{ dropzone: actionText }}
      onFileChange={(details) => {
        if (details.acceptedFiles.length > 0) onFilesAccepted(details.acceptedFiles)
        if (details.rejectedFiles.length > 0) {
          onFilesRejected?.(details.rejectedFiles.map((rejection) => rejection.file))
        }
      }}
    >
      <ArkFileUpload.Label className={labelStyle}>{label}</ArkFileUpload.Label>
      <ArkFileUpload.Dropzone
        className={dropzoneStyle}
        aria-describedby={hint ? hintId : undefined}
      >
        <Upload aria-hidden="true" size={28} />
        <span className={actionStyle}>{actionText}</span>
      </ArkFileUpload.Dropzone>
      {hint ? (
        <p id={hintId} className={hintStyle}>
          {hint}
        </p>
      ) : null}
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  )
}
