import { Download, Loader2, ScanSearch } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { button, field } from 'styled-system/recipes'
import { LabelledField } from '@/components/form/labelled-field'
import { FileUpload } from '@/components/ui/file-upload'
import { useFieldIds } from '@/lib/form/field-ids'
import { useTimeout } from '@/lib/hooks/use-timeout'
import { notify } from '@/lib/toast/toast'
import { REPORT_FILE_NAME, scanReportMarkdown } from '../model/scan-report'
import { SCAN_DURATION_MS, sampleScanResult, totalIssues } from '../model/scan-sample'
import { DemoCard } from './demo-card'
import { saveFile } from './save-file'
import { ScanResults } from './scan-results'

type Phase = 'idle' | 'scanning' | 'done'

const formStyle = grid({ gap: '5', columns: { base: 1, md: 2 } })
const rowStyle = flex({ wrap: 'wrap', align: 'center', gap: '3' })
const spinStyle = css({
  animation: 'spin 1s linear infinite',
  _motionReduce: { animation: 'none' },
})

function downloadReport(target: string) {
  const markdown = scanReportMarkdown(sampleScanResult, { target, date: new Date() })
  saveFile(REPORT_FILE_NAME, markdown, 'text/markdown')
}

export function ScannerDemo({ active }: { active: boolean }) {
  const [url, setUrl] = useState('')
  const [image, setImage] = useState<File | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [target, setTarget] = useState('')
  const urlIds = useFieldIds()

  useTimeout(
    () => {
      setPhase('done')
      notify({
        title: 'Scan Complete!',
        description: `Found ${totalIssues(sampleScanResult)} accessibility issues.`,
        variant: 'success',
      })
    },
    SCAN_DURATION_MS,
    phase === 'scanning' && active,
  )

  const startScan = (event: SubmitEvent) => {
    event.preventDefault()
    const scanned = url.trim() || image?.name
    if (!scanned) {
      notify({
        title: 'Input Required',
        description: 'Please enter a URL or upload an image to scan.',
        variant: 'destructive',
      })
      return
    }
    setTarget(scanned)
    setPhase('scanning')
  }

  return (
    <DemoCard
      title="Interactive Accessibility Scanner"
      description="Enter an app or website address, or upload a screenshot, and run a simulated scan. The result is always the same sample."
    >
      <form noValidate onSubmit={startScan} className={flex({ direction: 'column', gap: '5' })}>
        <div className={formStyle}>
          <LabelledField
            label="App or website URL"
            helperText="Nothing is fetched: the scan is simulated."
            ids={urlIds}
          >
            <input
              id={urlIds.control}
              aria-describedby={urlIds.helperText}
              className={field().control}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </LabelledField>
          <div className={flex({ direction: 'column', gap: '2' })}>
            <FileUpload
              label="Or upload a screenshot"
              actionText="Choose an image or drop it here"
              hint="Any image type. The image stays on your device."
              accept={['image/*']}
              onFilesAccepted={([file]) => {
                if (!file) return
                setImage(file)
                notify({
                  title: 'Image Uploaded',
                  description: `${file.name} is ready to scan.`,
                  variant: 'success',
                })
              }}
            />
            {image ? (
              <p className={rowStyle}>
                <span>
                  Selected image: <strong>{image.name}</strong>
                </span>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => setImage(null)}
                >
                  Remove image
                </button>
              </p>
            ) : null}
          </div>
        </div>
        <div className={rowStyle}>
          <button type="submit" className={button()} disabled={phase === 'scanning'}>
            {phase === 'scanning' ? (
              <Loader2 aria-hidden="true" size={18} className={spinStyle} />
            ) : (
              <ScanSearch aria-hidden="true" size={18} />
            )}
            {phase === 'scanning' ? 'Scanning...' : 'Start Scan'}
          </button>
          {phase === 'done' ? (
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => downloadReport(target)}
            >
              <Download aria-hidden="true" size={18} />
              Download Report
            </button>
          ) : null}
        </div>
        <p role="status" className={css({ color: 'fg.muted' })}>
          {phase === 'scanning' ? `Scanning ${target} for accessibility issues…` : ''}
        </p>
      </form>
      {phase === 'done' ? <ScanResults result={sampleScanResult} target={target} /> : null}
    </DemoCard>
  )
}
