import { describe, expect, it } from 'vitest'
import { industries, industryIds } from '../content/industries'
import { appTypeIds, platforms } from './platforms'
import { generateRecommendation } from './recommendations'

describe('generateRecommendation', () => {
  it.each(industryIds.flatMap((industry) => appTypeIds.map((app) => [industry, app] as const)))(
    '%s on %s has the spec shape',
    (industry, appType) => {
      const result = generateRecommendation(industry, appType)
      expect(result.industry).toBe(industry)
      expect(result.appType).toBe(appType)
      expect(result.criticalActions.map((action) => action.effort)).toEqual([
        '2-3 weeks',
        '1-2 weeks',
        '1 week',
      ])
      for (const action of result.criticalActions) {
        expect(Object.keys(action).sort()).toEqual(
          ['description', 'effort', 'impact', 'priority', 'title'].sort(),
        )
        expect(action.title).not.toBe('')
      }
      expect(result.platformSpecific).toEqual(platforms[appType].considerations)
      for (const item of result.platformSpecific) {
        expect(Object.keys(item).sort()).toEqual(['description', 'feature', 'implementation'])
      }
      expect(result.complianceChecklist.map((item) => item.requirement)).toEqual(
        industries[industry].requirements.map((item) => item.requirement),
      )
    },
  )

  it('draws each checklist status 50/50 between compliant and needs-work', () => {
    const low = generateRecommendation('finance', 'pwa', () => 0.49)
    const high = generateRecommendation('finance', 'pwa', () => 0.5)
    expect(new Set(low.complianceChecklist.map((item) => item.status))).toEqual(
      new Set(['compliant']),
    )
    expect(new Set(high.complianceChecklist.map((item) => item.status))).toEqual(
      new Set(['needs-work']),
    )
    const draws = [0.1, 0.9, 0.3]
    const mixed = generateRecommendation('retail', 'flutter', () => draws.shift() ?? 0)
    expect(mixed.complianceChecklist.map((item) => item.status)).toEqual([
      'compliant',
      'needs-work',
      'compliant',
    ])
  })

  it('offers exactly the five industries and five app types of the spec', () => {
    expect(Object.keys(industries)).toEqual([
      'government',
      'healthcare',
      'education',
      'finance',
      'retail',
    ])
    expect(Object.keys(platforms)).toEqual([
      'ios-native',
      'android-native',
      'react-native',
      'flutter',
      'pwa',
    ])
  })
})
