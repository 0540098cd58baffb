/** Spec: the simulated scan takes 3000 ms and always returns the same sample. */
export const SCAN_DURATION_MS = 3000

export type Severity = 'critical' | 'high' | 'medium' | 'low'

export interface ScanIssue {
  type: string
  count: number
  category: string
  severity: Severity
}

export interface ScanResult {
  score: number
  issues: readonly ScanIssue[]
  recommendations: readonly string[]
}

/** The fixed sample result: 67 of 100, 8 + 12 + 5 + 3 = 28 issues. */
export const sampleScanResult: ScanResult = {
  score: 67,
  issues: [
    { type: 'Low color contrast', count: 8, category: 'Visual', severity: 'high' },
    {
      type: 'Missing screen reader labels',
      count: 12,
      category: 'Screen reader',
      severity: 'critical',
    },
    { type: 'Focus order problems', count: 5, category: 'Keyboard and focus', severity: 'medium' },
    { type: 'Touch targets under 44px', count: 3, category: 'Motor', severity: 'low' },
  ],
  recommendations: [
    'Raise text contrast to at least 4.5:1 (3:1 for large text) on buttons, captions and placeholders.',
    'Give every icon button and image an accessible name (accessibilityLabel on iOS, contentDescription on Android).',
    'Move focus to the new screen title after navigation and return it to the trigger when a dialog closes.',
    'Make every touch target at least 44 by 44 points, with spacing between adjacent targets.',
  ],
}

/** Spec: 80 or more is Good, 60 or more Needs Work, otherwise Poor. */
export function scoreLabel(score: number): 'Good' | 'Needs Work' | 'Poor' {
  if (score >= 80) return 'Good'
  if (score >= 60) return 'Needs Work'
  return 'Poor'
}

export function totalIssues(result: ScanResult): number {
  return result.issues.reduce((sum, issue) => sum + issue.count, 0)
}
