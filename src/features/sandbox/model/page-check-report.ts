import { IMPACTS, type AxeOutcome, type AxeRule, type Impact } from './axe-outcome'
import { WCAG_TAGS } from './frame-script'
import { compareCriteria, criteriaOfTags, type Criterion } from './wcag-criteria'

export interface FindingElement {
  /** The offending element's markup, as axe-core quotes it. */
  html: string
  /** A CSS selector that finds it in the page. */
  selector: string
  /** axe-core's own account of what fails, for this element. */
  summary: string
}

export interface Finding {
  ruleId: string
  impact: Impact
  /** axe-core's one-line statement of the rule, for example 'Images must have alternative text'. */
  help: string
  helpUrl: string
  elements: FindingElement[]
}

export interface CriterionGroup {
  criterion: Criterion
  /** Most severe first. */
  findings: Finding[]
}

export interface PageCheckReport {
  /** WCAG 2.1 A and AA failures, by success criterion in WCAG's order. */
  criteria: CriterionGroup[]
  /** Failed best-practice rules: not WCAG requirements, reported apart and not scored. */
  bestPractices: Finding[]
  /** WCAG rules that found nothing wrong, and that failed: the two terms of the score. */
  rulesPassed: number
  rulesFailed: number
  /** Elements failing a WCAG rule, per impact. */
  elementsByImpact: Record<Impact, number>
  /** Rules whose outcome needs a person (axe-core's "incomplete"). */
  needsReview: number
  score: number
}

const isWcagRule = (rule: AxeRule) => rule.tags.some((tag) => WCAG_TAGS.some((t) => t === tag))

const severity = (impact: Impact) => IMPACTS.indexOf(impact)

function findingOf(rule: AxeRule): Finding {
  return {
    ruleId: rule.id,
    // axe-core gives every violation an impact; 'moderate' is its middle if one were missing.
    impact: rule.impact ?? 'moderate',
    help: rule.help,
    helpUrl: rule.helpUrl,
    elements: rule.nodes.map((node) => ({
      html: node.html,
      selector: node.target.join(' '),
      summary: node.failureSummary,
    })),
  }
}

const bySeverity = (a: Finding, b: Finding) =>
  severity(b.impact) - severity(a.impact) || a.ruleId.localeCompare(b.ruleId)

/**
 * The score: WCAG rules passed as a share of the WCAG rules that applied to the page (passed
 * or failed), as a whole percentage. A rule failing on any element is failed. Best practices
 * and rules needing review do not count; a page that no rule applies to scores 100.
 */
export function checkScore(rulesPassed: number, rulesFailed: number): number {
  const applied = rulesPassed + rulesFailed
  return applied === 0 ? 100 : Math.round((100 * rulesPassed) / applied)
}

/** axe-core's results as the report shows them. */
export function pageCheckReport(outcome: AxeOutcome): PageCheckReport {
  const wcagViolations = outcome.violations.filter(isWcagRule)
  const groups = new Map<string, CriterionGroup>()
  const bestPractices: Finding[] = []
  const elementsByImpact: Record<Impact, number> = {
    minor: 0,
    moderate: 0,
    serious: 0,
    critical: 0,
  }

  for (const rule of outcome.violations) {
    const finding = findingOf(rule)
    const criteria = isWcagRule(rule) ? criteriaOfTags(rule.tags) : []
    if (criteria.length === 0) {
      bestPractices.push(finding)
      continue
    }
    elementsByImpact[finding.impact] += finding.elements.length
    // A rule that serves two criteria is listed under both.
    for (const criterion of criteria) {
      const group = groups.get(criterion.number) ?? { criterion, findings: [] }
      group.findings.push(finding)
      groups.set(criterion.number, group)
    }
  }

  // A rule passes on some elements and fails on others: any failure makes it a failed rule.
  const failedIds = new Set(wcagViolations.map((rule) => rule.id))
  const rulesPassed = outcome.passes.filter(
    (rule) => isWcagRule(rule) && !failedIds.has(rule.id),
  ).length
  const rulesFailed = failedIds.size
  return {
    criteria: [...groups.values()]
      .sort((a, b) => compareCriteria(a.criterion.number, b.criterion.number))
      .map((group) => ({ ...group, findings: group.findings.sort(bySeverity) })),
    bestPractices: bestPractices.sort(bySeverity),
    rulesPassed,
    rulesFailed,
    elementsByImpact,
    needsReview: outcome.incomplete.length,
    score: checkScore(rulesPassed, rulesFailed),
  }
}

/** Each WCAG finding once, however many criteria list it. */
export function wcagFindings(report: PageCheckReport): Finding[] {
  const seen = new Map<string, Finding>()
  for (const group of report.criteria) {
    for (const finding of group.findings) seen.set(finding.ruleId, finding)
  }
  return [...seen.values()].sort(bySeverity)
}
