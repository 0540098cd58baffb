import { severityLabels } from '../content/page'
import { scoreLabel, totalIssues, type ScanResult } from './scan-sample'

export const REPORT_FILE_NAME = 'accessibility-report.md'

export interface ReportContext {
  /** The URL or image name the visitor scanned. */
  target: string
  /** When the report was made. */
  date: Date
}

/** Table cells cannot hold a pipe or a line break. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ')
}

/** The scan result as a Markdown document, the content of the downloaded report. */
export function scanReportMarkdown(result: ScanResult, { target, date }: ReportContext): string {
  const lines = [
    '# Accessibility Scan Report',
    '',
    `- **Scanned:** ${cell(target)}`,
    `- **Date:** ${date.toISOString().slice(0, 10)}`,
    `- **Score:** ${result.score}/100 (${scoreLabel(result.score)})`,
    `- **Issues found:** ${totalIssues(result)}`,
    '',
    '> Educational simulation: this is a fixed sample result, not real compliance testing.',
    '',
    '## Issues',
    '',
    '| Issue | Count | Category | Severity |',
    '| --- | ---: | --- | --- |',
    ...result.issues.map(
      (issue) =>
        `| ${cell(issue.type)} | ${issue.count} | ${cell(issue.category)} | ${severityLabels[issue.severity]} |`,
    ),
    '',
    '## Recommendations',
    '',
    ...result.recommendations.map((text, index) => `${index + 1}. ${text}`),
    '',
  ]
  return lines.join('\n')
}
