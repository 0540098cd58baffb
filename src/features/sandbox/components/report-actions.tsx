import { Download, Mail, Printer } from 'lucide-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { siteConfig } from '@/lib/site-config'
import { pageCheckJson, pageCheckMarkdown } from '../model/page-check-export'
import { pageCheckMail } from '../model/page-check-mail'
import type { PageCheckReport } from '../model/page-check-report'
import { REPORT_BASE_NAME, reportCopy } from '../page-check-content'
import { saveFile } from './save-file'
import { sendMail } from './send-mail'

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

/** Download as Markdown or JSON, print, or mail the summary with an audit request. */
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
      <button type="button" className={outline} onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {reportCopy.print}
      </button>
      <button
        type="button"
        className={button()}
        onClick={() => sendMail(pageCheckMail(report, page, siteConfig.email))}
      >
        <Mail aria-hidden="true" size={18} />
        {reportCopy.sendToUs}
      </button>
    </div>
  )
}
