import { z } from '@/lib/services/zod'
import { FRAME_MESSAGE_TYPE } from './frame-script'

/** axe-core's impact levels, least to most severe. */
export const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const
export type Impact = (typeof IMPACTS)[number]

const impactSchema = z.nullable(z.enum(IMPACTS))

const nodeSchema = z.object({
  html: z.string(),
  target: z.array(z.string()),
  failureSummary: z.string(),
  impact: impactSchema,
})

const ruleSchema = z.object({
  id: z.string(),
  impact: impactSchema,
  tags: z.array(z.string()),
  help: z.string(),
  helpUrl: z.string(),
  nodes: z.array(nodeSchema),
})

export const outcomeSchema = z.object({
  violations: z.array(ruleSchema),
  passes: z.array(ruleSchema),
  incomplete: z.array(ruleSchema),
})

/** What the frame posts: axe-core's results, trimmed to what the report shows, or its error. */
export const frameMessageSchema = z.union([
  z.object({ type: z.literal(FRAME_MESSAGE_TYPE), outcome: outcomeSchema }),
  z.object({ type: z.literal(FRAME_MESSAGE_TYPE), error: z.string() }),
])

export type AxeRule = z.infer<typeof ruleSchema>
export type AxeOutcome = z.infer<typeof outcomeSchema>
