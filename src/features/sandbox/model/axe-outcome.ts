import { z } from '@/lib/validation/zod'
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

/** The parts of a `message` event that say who sent it. */
export interface ReceivedMessage {
  source: unknown
  origin: string
  data: unknown
}

/**
 * Whether a message is the checking frame's answer: from its window, from an opaque origin (the
 * sandboxed srcdoc; a page the frame was moved to would have its own), and carrying the value
 * chosen for this check, which only the frame's runner reads. Anything else is ignored.
 */
export function isCheckerAnswer(message: ReceivedMessage, frame: unknown, nonce: string): boolean {
  return (
    message.source === frame &&
    message.origin === 'null' &&
    typeof message.data === 'object' &&
    message.data !== null &&
    'nonce' in message.data &&
    message.data.nonce === nonce
  )
}

export type AxeRule = z.infer<typeof ruleSchema>
export type AxeOutcome = z.infer<typeof outcomeSchema>
