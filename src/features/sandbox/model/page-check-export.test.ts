import { describe, expect, it } from 'vitest'
import clean from '@/test/fixtures/axe-recordings/clean.json'
import threeProblems from '@/test/fixtures/axe-recordings/three-problems.json'
import { outcomeSchema } from './axe-outcome'
import { fixFor, pageCheckJson, pageCheckMarkdown } from './page-check-export'
import { pageCheckReport } from './page-check-report'
import { auditRequestFor } from './page-check-request'

const subject = { page: 'shop.html', date: new Date('2026-11-24T09:00:00Z') }
const report = pageCheckReport(outcomeSchema.parse(threeProblems))

describe('pageCheckMarkdown', () => {
  const markdown = pageCheckMarkdown(report, subject)

  it('states the page, date, score and counts', () => {
    expect(markdown).toContain('- **Page:** shop.html')
    expect(markdown).toContain('- **Date:** 2026-11-24')
    expect(markdown).toContain('- **Score:** 67/100 (Needs Work)')
    expect(markdown).toContain('- **WCAG rules passed:** 6')
    expect(markdown).toContain('- **WCAG rules failed:** 3')
    expect(markdown).toContain('- **Elements with WCAG issues:** 3')
  })

  it('names each finding under its criterion, with its fix and the element markup', () => {
    const criterion = (title: string) => markdown.indexOf(`### ${title}`)
    expect(criterion('1.1.1 Non-text Content (Level A)')).toBeLessThan(
      criterion('1.4.3 Contrast (Minimum) (Level AA)'),
    )
    expect(criterion('1.4.3 Contrast (Minimum) (Level AA)')).toBeLessThan(
      criterion('4.1.2 Name, Role, Value (Level A)'),
    )
    expect(markdown).toContain('#### Images must have alternative text (image-alt, Critical)')
    expect(markdown).toContain('#### Form elements must have labels (label, Critical)')
    expect(markdown).toContain(
      '#### Elements must meet minimum color contrast ratio thresholds (color-contrast, Serious)',
    )
    expect(markdown).toContain('```html\n<input type="text" name="coupon">\n```')
    expect(markdown).toContain('How to fix: Give the field a visible <label>')
    expect(markdown).toContain('## What an automated check cannot find')
  })

  it('says so when nothing failed', () => {
    const none = pageCheckMarkdown(pageCheckReport(outcomeSchema.parse(clean)), subject)
    expect(none).toContain('No WCAG 2.1 A or AA rule failed on this page.')
    expect(none).toContain('- **Score:** 100/100 (Good)')
  })

  it('fences quoted markup longer than any run of backticks in it', () => {
    const [finding] = report.criteria[0]?.findings ?? []
    if (!finding) throw new Error('no finding')
    const tricky = {
      ...report,
      criteria: [
        {
          criterion: { number: '1.1.1', name: 'Non-text Content', level: 'A' as const },
          findings: [
            { ...finding, elements: [{ html: '<p>```x```</p>', selector: 'p', summary: '' }] },
          ],
        },
      ],
    }
    expect(pageCheckMarkdown(tricky, subject)).toContain('````html\n<p>```x```</p>\n````')
  })
})

describe('fixFor', () => {
  it('uses axe-core’s own advice for a rule without a plain-language fix', () => {
    const finding = {
      ruleId: 'marquee',
      impact: 'serious' as const,
      help: '<marquee> elements are deprecated and must not be used',
      helpUrl: '',
      elements: [{ html: '<marquee>', selector: 'marquee', summary: 'Fix all of the following' }],
    }
    expect(fixFor(finding)).toBe('Fix all of the following')
  })
})

describe('pageCheckJson', () => {
  it('holds the findings with their fixes and the formula', () => {
    const data = JSON.parse(pageCheckJson(report, subject)) as {
      score: number
      scoreFormula: string
      criteria: Array<{ findings: Array<{ ruleId: string; fix: string }> }>
    }
    expect(data.score).toBe(67)
    expect(data.scoreFormula).toMatch(/^Score = WCAG rules passed/)
    expect(data.criteria.flatMap((group) => group.findings.map((f) => f.ruleId))).toEqual([
      'image-alt',
      'color-contrast',
      'label',
    ])
    expect(data.criteria[0]?.findings[0]?.fix).toMatch(/^Give the image an alt attribute/)
  })
})

describe('auditRequestFor', () => {
  it('fills the audit request with the score and one line per finding, without markup', () => {
    const request = auditRequestFor(report, 'shop.html', 'https://keystone.example')
    expect(request.appType).toBe('web-app')
    expect(request.appUrl).toBeUndefined()
    expect(request.requirements).toContain(
      'I checked shop.html with your free accessibility tool: score 67/100.',
    )
    expect(request.requirements).toContain(
      '- Images must have alternative text (image-alt, Critical): 1',
    )
    expect(request.requirements).not.toContain('<input')
  })

  it("gives one of this site's pages as its full address", () => {
    expect(auditRequestFor(report, '/about', 'https://keystone.example').appUrl).toBe(
      'https://keystone.example/about',
    )
  })
})
