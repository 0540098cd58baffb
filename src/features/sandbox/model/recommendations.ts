import { industries, type IndustryId } from '../content/industries'
import { platforms, type AppTypeId, type Platform } from './platforms'

/** Spec: effort estimates of the critical actions, most urgent first. */
export const ACTION_EFFORTS = ['2-3 weeks', '1-2 weeks', '1 week'] as const
const ACTION_PRIORITIES = ['Critical', 'High', 'Medium'] as const

export type ComplianceStatus = 'compliant' | 'needs-work'

export interface Recommendation {
  industry: IndustryId
  appType: AppTypeId
  criticalActions: {
    priority: (typeof ACTION_PRIORITIES)[number]
    title: string
    description: string
    impact: string
    effort: (typeof ACTION_EFFORTS)[number]
  }[]
  platformSpecific: Platform['considerations'][number][]
  complianceChecklist: { requirement: string; status: ComplianceStatus; description: string }[]
}

/**
 * The demo recommendation for an industry and app type. The checklist statuses are a 50/50
 * simulation (spec), drawn from `random`.
 */
export function generateRecommendation(
  industry: IndustryId,
  appType: AppTypeId,
  random: () => number = Math.random,
): Recommendation {
  const sector = industries[industry]
  return {
    industry,
    appType,
    criticalActions: sector.priorities.slice(0, ACTION_EFFORTS.length).map((priority, index) => ({
      priority: ACTION_PRIORITIES[index] ?? 'Medium',
      ...priority,
      effort: ACTION_EFFORTS[index] ?? '1 week',
    })),
    platformSpecific: [...platforms[appType].considerations],
    complianceChecklist: sector.requirements.map((item) => ({
      ...item,
      status: random() < 0.5 ? 'compliant' : 'needs-work',
    })),
  }
}
