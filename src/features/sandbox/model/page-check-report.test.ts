import { describe, expect, it } from 'vitest'
import clean from '@/test/fixtures/axe-recordings/clean.json'
import noLandmarks from '@/test/fixtures/axe-recordings/no-landmarks.json'
import threeProblems from '@/test/fixtures/axe-recordings/three-problems.json'
import { outcomeSchema } from './axe-outcome'
import { checkScore, pageCheckReport, wcagFindings } from './page-check-report'

// Results recorded from axe-core 4.10 in the checking frame, as the page receives them.
const recorded = (outcome: unknown) => outcomeSchema.parse(outcome)

describe('checkScore', () => {
  it.each([
    [6, 3, 67],
    [5, 0, 100],
    [6, 1, 86],
    [0, 4, 0],
    [1, 2, 33],
    [2, 1, 67],
    [0, 0, 100],
  ])('%i passed and %i failed score %i', (passed, failed, score) => {
    expect(checkScore(passed, failed)).toBe(score)
  })
})

describe('pageCheckReport on recorded axe-core results', () => {
  it('groups the three problems under their criteria, in WCAG order', () => {
    const report = pageCheckReport(recorded(threeProblems))
    expect(
      report.criteria.map((group) => [
        `${group.criterion.number} ${group.criterion.name} (${group.criterion.level ?? ''})`,
        group.findings.map((finding) => finding.ruleId),
      ]),
    ).toEqual([
      ['1.1.1 Non-text Content (A)', ['image-alt']],
      ['1.4.3 Contrast (Minimum) (AA)', ['color-contrast']],
      ['4.1.2 Name, Role, Value (A)', ['label']],
    ])
    const [contrast] = report.criteria[1]?.findings ?? []
    expect(contrast?.impact).toBe('serious')
    expect(contrast?.elements).toEqual([
      expect.objectContaining({ html: '<p class="faint">Free delivery on orders over $50</p>' }),
    ])
    expect(report.bestPractices).toEqual([])
  })

  it('counts a rule failing on one element and passing on others as failed', () => {
    const report = pageCheckReport(recorded(threeProblems))
    // color-contrast passes on the heading and the field but fails on the faint paragraph.
    expect(report.rulesPassed).toBe(6)
    expect(report.rulesFailed).toBe(3)
    expect(report.score).toBe(67)
    expect(report.elementsByImpact).toEqual({ critical: 2, serious: 1, moderate: 0, minor: 0 })
    expect(report.needsReview).toBe(0)
  })

  it('reports a clean page with no findings and a score of 100', () => {
    const report = pageCheckReport(recorded(clean))
    expect(report.criteria).toEqual([])
    expect(report.bestPractices).toEqual([])
    expect([report.rulesPassed, report.rulesFailed, report.score]).toEqual([5, 0, 100])
  })

  it('keeps best practices apart, most severe first, and out of the score', () => {
    const report = pageCheckReport(recorded(noLandmarks))
    expect(report.criteria.map((group) => group.criterion.number)).toEqual(['1.1.1'])
    expect(report.bestPractices.map((finding) => [finding.ruleId, finding.impact])).toEqual([
      ['landmark-one-main', 'moderate'],
      ['page-has-heading-one', 'moderate'],
      ['region', 'moderate'],
    ])
    expect([report.rulesPassed, report.rulesFailed, report.score]).toEqual([6, 1, 86])
    expect(report.elementsByImpact.critical).toBe(2)
    expect(report.elementsByImpact.moderate).toBe(0)
  })

  it('lists a rule under every criterion it serves, but once among the findings', () => {
    const outcome = recorded(threeProblems)
    const label = outcome.violations.find((rule) => rule.id === 'label')
    if (!label) throw new Error('recording lacks label')
    const twoCriteria = {
      ...outcome,
      violations: [
        ...outcome.violations.filter((rule) => rule.id !== 'label'),
        { ...label, tags: [...label.tags, 'wcag131'] },
      ],
    }
    const report = pageCheckReport(twoCriteria)
    expect(report.criteria.map((group) => group.criterion.number)).toEqual([
      '1.1.1',
      '1.3.1',
      '1.4.3',
      '4.1.2',
    ])
    expect(wcagFindings(report).map((finding) => finding.ruleId)).toEqual([
      'image-alt',
      'label',
      'color-contrast',
    ])
    expect(report.elementsByImpact.critical).toBe(2)
  })
})
