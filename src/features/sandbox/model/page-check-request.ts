import { auditRequest, impactLabels } from '../content/page-check'
import { wcagFindings, type PageCheckReport } from './page-check-report'

/** The fields of the audit request form that a check fills in. */
export interface AuditRequestPrefill {
  appType: 'web-app'
  appUrl?: string
  requirements: string
}

/**
 * The audit request for a checked page: one of this site's pages as its full address, and the
 * score with one line per WCAG finding as the requirements. Element markup stays out: the
 * request travels in a link.
 */
export function auditRequestFor(
  report: PageCheckReport,
  page: string,
  origin: string,
): AuditRequestPrefill {
  const findings = wcagFindings(report).map(
    (finding) =>
      `- ${finding.help} (${finding.ruleId}, ${impactLabels[finding.impact]}): ${finding.elements.length}`,
  )
  return {
    appType: 'web-app',
    appUrl: page.startsWith('/') ? new URL(page, origin).href : undefined,
    requirements: [
      auditRequest.summary(page, report.score),
      auditRequest.findingsHeading,
      ...(findings.length > 0 ? findings : [auditRequest.noFindings]),
      '',
      auditRequest.closing,
    ].join('\n'),
  }
}
