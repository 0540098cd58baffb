import { Loader2, ScanSearch, Trash2 } from 'lucide-react'
import { useReducer } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { badge, button } from 'styled-system/recipes'
import { CardSection } from '@/components/sections/card-section'
import { FileUpload } from '@/components/ui/file-upload'
import { useTimeout } from '@/lib/hooks/use-timeout'
import {
  ACCEPTED_EXTENSIONS,
  MAX_FILES_PER_CHOICE,
  SCAN_DURATION_MS,
  UPLOAD_STEP_MS,
  UPLOAD_STEP_PERCENT,
  uploadPanel,
} from '../content'
import { describeFileKind, formatFileSize, platformLabels } from '../model/platform'
import { initialUploadState, uploadReducer } from '../model/upload-state'
import { useInterval } from './use-interval'

const listStyle = flex({ direction: 'column', gap: '2' })
const itemStyle = flex({
  align: 'center',
  justify: 'space-between',
  gap: '3',
  wrap: 'wrap',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
})
const metaStyle = css({ fontSize: 'sm', color: 'fg.muted' })
const progressStyle = css({ w: 'full', h: '3', accentColor: 'accent.solid' })
const spinStyle = css({
  animation: 'spin 1s linear infinite',
  _motionReduce: { animation: 'none' },
})
const alertStyle = css({
  p: '4',
  borderRadius: 'md',
  bg: 'success.subtle',
  color: 'success.fg',
  fontWeight: '600',
})

export function AppUploadPanel() {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState)
  const { files, progress, message } = state
  const uploading = progress !== null
  const scanning = state.scan === 'scanning'

  useInterval(
    () => dispatch({ type: 'tick', step: UPLOAD_STEP_PERCENT }),
    UPLOAD_STEP_MS,
    uploading,
  )
  useTimeout(() => dispatch({ type: 'finish-scan' }), SCAN_DURATION_MS, scanning)

  return (
    <CardSection id="upload" title={uploadPanel.title}>
      <FileUpload
        label={uploadPanel.label}
        actionText={uploadPanel.action}
        hint={uploadPanel.hint}
        accept={ACCEPTED_EXTENSIONS}
        maxFiles={MAX_FILES_PER_CHOICE}
        disabled={uploading || scanning}
        onFilesAccepted={(chosen) => dispatch({ type: 'choose', files: chosen, step: Date.now() })}
        onFilesRejected={(rejected) =>
          dispatch({
            type: 'reject',
            names: rejected.map((file) => file.name),
            accepted: ACCEPTED_EXTENSIONS,
          })
        }
      />
      {uploading ? (
        <div className={flex({ direction: 'column', gap: '1' })}>
          <label htmlFor="upload-progress" className={css({ fontWeight: '600' })}>
            {uploadPanel.progress(progress)}
          </label>
          <progress id="upload-progress" className={progressStyle} max={100} value={progress} />
        </div>
      ) : null}
      <p role="status" className={metaStyle}>
        {message}
      </p>
      {files.length > 0 ? (
        <ul className={listStyle} aria-label={uploadPanel.listLabel}>
          {files.map((file) => (
            <li key={file.id} className={itemStyle}>
              <div>
                <p className={css({ fontWeight: '600', wordBreak: 'break-all' })}>{file.name}</p>
                <p className={metaStyle}>
                  {formatFileSize(file.size)} · {describeFileKind(file.name)} ·{' '}
                  <span className={badge({ variant: 'neutral' })}>
                    {platformLabels[file.platform]}
                  </span>
                </p>
              </div>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                disabled={scanning}
                onClick={() => dispatch({ type: 'remove', id: file.id })}
                aria-label={uploadPanel.removeFile(file.name)}
              >
                <Trash2 aria-hidden="true" size={16} />
                {uploadPanel.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <button
          type="button"
          className={button({ size: 'lg' })}
          disabled={files.length === 0 || uploading || scanning}
          onClick={() => dispatch({ type: 'start-scan' })}
        >
          {scanning ? (
            <Loader2 aria-hidden="true" size={18} className={spinStyle} />
          ) : (
            <ScanSearch aria-hidden="true" size={18} />
          )}
          {scanning ? uploadPanel.scanning : uploadPanel.start}
        </button>
      </div>
      {state.scan === 'complete' ? (
        <p role="alert" className={alertStyle}>
          {uploadPanel.complete}
        </p>
      ) : null}
    </CardSection>
  )
}
