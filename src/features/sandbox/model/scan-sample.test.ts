import { describe, expect, it } from 'vitest'
import { scanReportMarkdown } from './scan-report'
import { sampleScanResult, scoreLabel, totalIssues } from './scan-sample'

describe('scoreLabel (spec: 80+ Good, 60+ Needs Work, else Poor)', () => {
  it.each([
    [100, 'Good'],
    [80, 'Good'],
    [79, 'Needs Work'],
    [67, 'Needs Work'],
    [60, 'Needs Work'],
    [59, 'Poor'],
    [0, 'Poor'],
  ] as const)('%s is %s', (score, label) => {
    expect(scoreLabel(score)).toBe(label)
  })
})

describe('the fixed sample', () => {
  it('scores 67 with 8 + 12 + 5 + 3 = 28 issues', () => {
    expect(sampleScanResult.score).toBe(67)
    expect(sampleScanResult.issues.map((issue) => issue.count)).toEqual([8, 12, 5, 3])
    expect(totalIssues(sampleScanResult)).toBe(28)
  })
})

describe('scanReportMarkdown', () => {
  const date = new Date('2026-03-04T10:00:00Z')
  const report = scanReportMarkdown(sampleScanResult, { target: 'https://example.com', date })

  it('holds the score, total, every issue and every recommendation', () => {
    expect(report.startsWith('# Accessibility Scan Report\n')).toBe(true)
    expect(report).toContain('- **Scanned:** https://example.com')
    expect(report).toContain('- **Date:** 2026-03-04')
    expect(report).toContain('- **Score:** 67/100 (Needs Work)')
    expect(report).toContain('- **Issues found:** 28')
    expect(report).toContain('| Missing screen reader labels | 12 | Screen reader | Critical |')
    for (const issue of sampleScanResult.issues) expect(report).toContain(`| ${issue.type} |`)
    sampleScanResult.recommendations.forEach((text, index) => {
      expect(report).toContain(`${index + 1}. ${text}`)
    })
  })

  it('says the result is a simulation', () => {
    expect(report).toContain('not real compliance testing')
  })

  it('keeps a file name with a pipe or line break from breaking the document', () => {
    const odd = scanReportMarkdown(sampleScanResult, { target: 'a|b\nc.png', date })
    expect(odd).toContain('- **Scanned:** a\\|b c.png')
  })
})
