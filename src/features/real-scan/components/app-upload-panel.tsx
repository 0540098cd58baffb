import { Loader2, ScanSearch, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { badge, button, card } from 'styled-system/recipes'
import { FileUpload } from '@/components/ui/file-upload'
import {
  ACCEPTED_EXTENSIONS,
  MAX_FILES_PER_CHOICE,
  SCAN_DURATION_MS,
  UPLOAD_STEP_MS,
  UPLOAD_STEP_PERCENT,
  uploadPanel,
} from '../content'
import { detectPlatform, formatFileSize, platformLabels, type AppPlatform } from '../model/platform'
import { useTimeout } from './use-timeout'

interface AppFile {
  id: string
  name: string
  size: number
  type: string
  platform: AppPlatform
}

const toAppFile = (file: File, index: number): AppFile => ({
  id: `${file.name}-${file.size}-${file.lastModified}-${index}-${Date.now()}`,
  name: file.name,
  size: file.size,
  type: file.type || 'not given',
  platform: detectPlatform(file.name),
})

const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
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
  const [files, setFiles] = useState<AppFile[]>([])
  const [pending, setPending] = useState<AppFile[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [scanning, setScanning] = useState(false)
  const [scanDone, setScanDone] = useState(false)
  const [message, setMessage] = useState('')
  const uploading = progress !== null
  const styles = card()

  useTimeout(
    () => {
      const next = Math.min(100, (progress ?? 0) + UPLOAD_STEP_PERCENT)
      if (next < 100) {
        setProgress(next)
        return
      }
      setProgress(null)
      setFiles((current) => [...current, ...pending])
      setMessage(`${pending.length} ${pending.length === 1 ? 'file' : 'files'} added to the list.`)
      setPending([])
    },
    UPLOAD_STEP_MS,
    uploading,
    progress,
  )

  useTimeout(
    () => {
      setScanning(false)
      setScanDone(true)
    },
    SCAN_DURATION_MS,
    scanning,
  )

  const choose = (chosen: File[]) => {
    setPending(chosen.map(toAppFile))
    setProgress(0)
    setScanDone(false)
    setMessage(`Uploading ${chosen.length} ${chosen.length === 1 ? 'file' : 'files'}…`)
  }

  return (
    <section aria-labelledby="upload-heading" className={styles.root}>
      <div className={styles.header}>
        <h2 id="upload-heading" className={styles.title}>
          {uploadPanel.title}
        </h2>
      </div>
      <div className={styles.body}>
        <FileUpload
          label={uploadPanel.label}
          actionText={uploadPanel.action}
          hint={uploadPanel.hint}
          accept={ACCEPTED_EXTENSIONS}
          maxFiles={MAX_FILES_PER_CHOICE}
          disabled={uploading || scanning}
          onFilesAccepted={choose}
          onFilesRejected={(rejected) =>
            setMessage(
              `Not added: ${rejected.map((file) => file.name).join(', ')}. Only ${ACCEPTED_EXTENSIONS.join(', ')} files are accepted.`,
            )
          }
        />
        {uploading ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <label htmlFor="upload-progress" className={css({ fontWeight: '600' })}>
              Upload progress: {progress}%
            </label>
            <progress id="upload-progress" className={progressStyle} max={100} value={progress} />
          </div>
        ) : null}
        <p role="status" className={metaStyle}>
          {message}
        </p>
        {files.length > 0 ? (
          <ul className={listStyle} aria-label="Chosen app files">
            {files.map((file) => (
              <li key={file.id} className={itemStyle}>
                <div>
                  <p className={css({ fontWeight: '600', wordBreak: 'break-all' })}>{file.name}</p>
                  <p className={metaStyle}>
                    {formatFileSize(file.size)} · type {file.type} ·{' '}
                    <span className={badge({ variant: 'neutral' })}>
                      {platformLabels[file.platform]}
                    </span>
                  </p>
                </div>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  disabled={scanning}
                  onClick={() =>
                    setFiles((current) => current.filter((item) => item.id !== file.id))
                  }
                  aria-label={`Remove ${file.name}`}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  Remove
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
            onClick={() => {
              setScanDone(false)
              setScanning(true)
            }}
          >
            {scanning ? (
              <Loader2 aria-hidden="true" size={18} className={spinStyle} />
            ) : (
              <ScanSearch aria-hidden="true" size={18} />
            )}
            {scanning ? uploadPanel.scanning : uploadPanel.start}
          </button>
        </div>
        {scanDone ? (
          <p role="alert" className={alertStyle}>
            {uploadPanel.complete}
          </p>
        ) : null}
      </div>
    </section>
  )
}
