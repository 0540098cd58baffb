import { formatMailFields, type MailMessage } from '@/lib/mailto'
import { auditMail, impactLabels } from '../page-check-content'
import { wcagFindings, type PageCheckReport } from './page-check-report'

/**
 * An audit request carrying the check's summary: the request form's fields for the visitor to
 * fill in, the page as the app URL, and one line per WCAG finding. Element markup stays out:
 * mail links must stay short.
 */
export function pageCheckMail(report: PageCheckReport, page: string, to: string): MailMessage {
  const findings = wcagFindings(report).map(
    (finding) =>
      `- ${finding.help} (${finding.ruleId}, ${impactLabels[finding.impact]}): ${finding.elements.length}`,
  )
  return {
    to,
    subject: auditMail.subject(page),
    body: [
      auditMail.intro,
      '',
      formatMailFields(
        [
          ...auditMail.fields.map((label) => [label, ''] as const),
          ['App Type', auditMail.appType],
          ['App URL', page],
        ],
        '',
      ),
      '',
      `Score: ${report.score}/100`,
      auditMail.findingsHeading,
      ...(findings.length > 0 ? findings : ['- none']),
      '',
      auditMail.closing,
    ].join('\n'),
  }
}
