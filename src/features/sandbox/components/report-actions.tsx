import { Link } from '@tanstack/react-router'
import { Download, Printer, Send } from 'lucide-react'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { printPart } from '@/lib/browser/print-part'
import { REPORT_BASE_NAME, reportCopy } from '../content/page-check'
import { pageCheckJson, pageCheckMarkdown } from '../model/page-check-export'
import type { PageCheckReport } from '../model/page-check-report'
import { auditRequestFor } from '../model/page-check-request'
import { saveFile } from './save-file'

const rowStyle = flex({ wrap: 'wrap', gap: '3' })

/** Download as Markdown or JSON, print, or take the summary to the audit request form. */
export function ReportActions({ report, page }: { report: PageCheckReport; page: string }) {
  const subject = () => ({ page, date: new Date() })
  const outline = button({ variant: 'outline' })
  return (
    <div className={rowStyle}>
      <button
        type="button"
        className={outline}
        onClick={() =>
          saveFile(`${REPORT_BASE_NAME}.md`, pageCheckMarkdown(report, subject()), 'text/markdown')
        }
      >
        <Download aria-hidden="true" size={18} />
        {reportCopy.downloadMarkdown}
      </button>
      <button
        type="button"
        className={outline}
        onClick={() =>
          saveFile(`${REPORT_BASE_NAME}.json`, pageCheckJson(report, subject()), 'application/json')
        }
      >
        <Download aria-hidden="true" size={18} />
        {reportCopy.downloadJson}
      </button>
      <button type="button" className={outline} onClick={printPart}>
        <Printer aria-hidden="true" size={18} />
        {reportCopy.print}
      </button>
      <Link
        to="/request-audit"
        search={auditRequestFor(report, page, window.location.origin)}
        className={button()}
      >
        <Send aria-hidden="true" size={18} />
        {reportCopy.sendToUs}
      </Link>
    </div>
  )
}
