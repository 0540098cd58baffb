import { Loader2, ScanSearch } from 'lucide-react'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { button, field } from 'styled-system/recipes'
import { pageCheckTab } from '../content/page'
import { pageCheckCopy, sitePages } from '../content/page-check'
import { pageCheckReport, wcagFindings, type PageCheckReport } from '../model/page-check-report'
import { DemoCard } from './demo-card'
import { PageRefusal } from './frame-document'
import { PageCheckReportView } from './page-check-report-view'
import { readSource, type SourceInput } from './page-source'
import { PageSourceFields } from './page-source-fields'
import { loadChecker, runCheck } from './run-check'

type Phase =
  | { step: 'idle' }
  | { step: 'preparing' | 'running' }
  | { step: 'refused'; message: string }
  | { step: 'done'; page: string; report: PageCheckReport }

const controlsStyle = flex({ direction: 'column', gap: '5' })
const spinStyle = css({
  animation: 'spin 1s linear infinite',
  _motionReduce: { animation: 'none' },
})

function completion(report: PageCheckReport): string {
  const findings = wcagFindings(report)
  const elements = findings.reduce((sum, finding) => sum + finding.elements.length, 0)
  return pageCheckCopy.complete(
    report.score,
    findings.length,
    elements,
    report.bestPractices.length,
  )
}

/** The real check: axe-core's code loads when the tab is first shown, never with the page. */
export function PageCheck({ active }: { active: boolean }) {
  const [input, setInput] = useState<SourceInput>({
    kind: 'paste',
    pasted: '',
    file: null,
    sitePath: sitePages[0].path,
  })
  const [phase, setPhase] = useState<Phase>({ step: 'idle' })
  const busy = phase.step === 'preparing' || phase.step === 'running'

  useEffect(() => {
    // Ignored here: a failed load is retried, and reported, when the visitor checks a page.
    if (active) loadChecker().catch(() => undefined)
  }, [active])

  const check = async () => {
    setPhase({ step: 'preparing' })
    try {
      const source = await readSource(input)
      if ('refusal' in source) {
        setPhase({ step: 'refused', message: source.refusal })
        return
      }
      await loadChecker()
      setPhase({ step: 'running' })
      const report = pageCheckReport(await runCheck(source.markup))
      setPhase({ step: 'done', page: source.page, report })
    } catch (error) {
      const message = error instanceof PageRefusal ? error.message : pageCheckCopy.failed
      setPhase({ step: 'refused', message })
    }
  }

  const status =
    phase.step === 'preparing'
      ? pageCheckCopy.preparing
      : phase.step === 'running'
        ? pageCheckCopy.running
        : phase.step === 'done'
          ? completion(phase.report)
          : ''

  return (
    <DemoCard title={pageCheckTab.label} description={pageCheckTab.description}>
      {/* Not a form: Chromium reads every field of a form it submits, and a pasted page of 1 MB
          cost the tap 80-140 ms before the check began. Nothing here submits on Enter. */}
      <div className={controlsStyle}>
        <PageSourceFields
          input={input}
          onChange={setInput}
          disabled={busy}
          onRefuse={(message) => setPhase({ step: 'refused', message })}
        />
        <div>
          <button type="button" className={button()} disabled={busy} onClick={() => void check()}>
            {busy ? (
              <Loader2 aria-hidden="true" size={18} className={spinStyle} />
            ) : (
              <ScanSearch aria-hidden="true" size={18} />
            )}
            {busy ? pageCheckCopy.checking : pageCheckCopy.check}
          </button>
        </div>
        <p role="status" className={css({ color: 'fg.muted' })}>
          {status}
        </p>
        <p role="alert" className={field().errorText}>
          {phase.step === 'refused' ? phase.message : ''}
        </p>
      </div>
      {phase.step === 'done' ? (
        <PageCheckReportView page={phase.page} report={phase.report} />
      ) : null}
    </DemoCard>
  )
}
