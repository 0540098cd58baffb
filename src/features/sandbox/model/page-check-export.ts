import { impactLabels, plainFixes, reportCopy } from '../content/page-check'
import type { Finding, PageCheckReport } from './page-check-report'
import { scoreLabel } from './scan-sample'

export interface ReportSubject {
  /** What was checked: a file name, a page path or "Pasted HTML". */
  page: string
  date: Date
}

/** The plain-language fix of a finding: ours where written, else axe-core's own advice. */
export function fixFor(finding: Finding): string {
  return plainFixes[finding.ruleId] ?? finding.elements[0]?.summary ?? finding.help
}

/** A fence longer than any run of backticks in the code, so quoted markup cannot end it. */
function fenced(code: string): string[] {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length))
  const fence = '`'.repeat(longest + 1)
  return [`${fence}html`, code, fence]
}

function findingMarkdown(finding: Finding): string[] {
  return [
    `#### ${finding.help} (${finding.ruleId}, ${impactLabels[finding.impact]})`,
    '',
    `${reportCopy.fix}: ${fixFor(finding)}`,
    '',
    ...finding.elements.flatMap((element) => [
      `- \`${element.selector}\``,
      '',
      ...fenced(element.html),
      '',
    ]),
    `Rule details: ${finding.helpUrl}`,
    '',
  ]
}

/** The report as a Markdown document, the content of the downloaded .md file. */
export function pageCheckMarkdown(report: PageCheckReport, subject: ReportSubject): string {
  const failing = Object.values(report.elementsByImpact).reduce((sum, count) => sum + count, 0)
  return [
    '# Accessibility Check Report',
    '',
    `- **Page:** ${subject.page}`,
    `- **Date:** ${subject.date.toISOString().slice(0, 10)}`,
    `- **Score:** ${report.score}/100 (${scoreLabel(report.score)})`,
    `- **${reportCopy.rulesPassed}:** ${report.rulesPassed}`,
    `- **${reportCopy.rulesFailed}:** ${report.rulesFailed}`,
    `- **${reportCopy.elementsFailing}:** ${failing}`,
    `- **${reportCopy.needsReview}:** ${report.needsReview}`,
    '',
    `> ${reportCopy.scoreFormula}`,
    '',
    `## ${reportCopy.wcagHeading}`,
    '',
    ...(report.criteria.length === 0 ? [reportCopy.noWcagFindings, ''] : []),
    ...report.criteria.flatMap((group) => [
      `### ${group.criterion.number} ${group.criterion.name}${group.criterion.level ? ` (${reportCopy.level(group.criterion.level)})` : ''}`,
      '',
      ...group.findings.flatMap(findingMarkdown),
    ]),
    `## ${reportCopy.bestPracticeHeading}`,
    '',
    ...(report.bestPractices.length === 0 ? [reportCopy.noBestPracticeFindings, ''] : []),
    ...report.bestPractices.flatMap(findingMarkdown),
    `## ${reportCopy.limitsHeading}`,
    '',
    reportCopy.limits,
    '',
  ].join('\n')
}

/** The report as JSON, for a ticket system or a later comparison. */
export function pageCheckJson(report: PageCheckReport, subject: ReportSubject): string {
  return JSON.stringify(
    {
      page: subject.page,
      date: subject.date.toISOString(),
      engine: 'axe-core',
      scoreFormula: reportCopy.scoreFormula,
      ...report,
      criteria: report.criteria.map((group) => ({
        ...group,
        findings: group.findings.map((finding) => ({ ...finding, fix: fixFor(finding) })),
      })),
      bestPractices: report.bestPractices.map((finding) => ({ ...finding, fix: fixFor(finding) })),
    },
    null,
    2,
  )
}
