import { z } from '@/lib/validation/zod'
import {
  API_INTEGRATION_CHOICES,
  DEFAULT_API_INTEGRATIONS,
  DEFAULT_TIMELINE,
  TIMELINES,
  addonsOf,
  mobileQuoteDefinition,
  webQuoteDefinition,
  type AddonOf,
  type MobileQuoteChoices,
  type QuoteChoices,
  type QuoteDefinition,
  type Timeline,
  type WebQuoteChoices,
} from './quote-definitions'

export type LineItem<TAddon extends string = string> =
  | { kind: 'base'; amount: number }
  | { kind: 'size'; size: number; amount: number }
  | { kind: 'addon'; addon: TAddon; amount: number }
  | { kind: 'apiIntegrations'; count: number; amount: number }
  | { kind: 'timeline'; timeline: Timeline; amount: number }

export interface Quote<TAddon extends string = string> {
  /** Dollars: always the sum of the line items. */
  total: number
  lineItems: LineItem<TAddon>[]
}

/** Only the offered choices pass; a missing one takes its default. */
export function quoteChoicesSchema<D extends QuoteDefinition>(definition: D) {
  const addons = Object.fromEntries(
    addonsOf(definition).map((addon) => [addon, z.optional(z.boolean())]),
  )
  return z.object({
    [definition.size.field]: z.optional(z.literal(definition.size.choices)),
    ...addons,
    apiIntegrations: z.optional(z.literal(API_INTEGRATION_CHOICES)),
    timeline: z.optional(z.enum(TIMELINES)),
  }) as unknown as z.ZodMiniType<QuoteChoices<D>>
}

const mobileChoicesSchema = quoteChoicesSchema(mobileQuoteDefinition)
const webChoicesSchema = quoteChoicesSchema(webQuoteDefinition)

function sizeSurcharge(definition: QuoteDefinition, size: number): number {
  return definition.size.surcharges.find((tier) => size > tier.above)?.amount ?? 0
}

/** The arithmetic, on choices the schema has already checked. */
function priceChoices<D extends QuoteDefinition>(
  definition: D,
  choices: QuoteChoices<D>,
): Quote<AddonOf<D>> {
  const picked = choices as Record<string, unknown>
  const size = (picked[definition.size.field] as number | undefined) ?? definition.size.fallback
  const count = choices.apiIntegrations ?? DEFAULT_API_INTEGRATIONS
  const timeline = choices.timeline ?? DEFAULT_TIMELINE
  const lineItems: LineItem<AddonOf<D>>[] = [
    { kind: 'base', amount: definition.base },
    { kind: 'size', size, amount: sizeSurcharge(definition, size) },
    ...addonsOf(definition)
      .filter((addon) => picked[addon] === true)
      .map((addon) => ({ kind: 'addon' as const, addon, amount: definition.addons[addon] ?? 0 })),
  ]
  if (count > 0) {
    lineItems.push({
      kind: 'apiIntegrations',
      count,
      amount: count * definition.apiIntegrationPrice,
    })
  }
  lineItems.push({ kind: 'timeline', timeline, amount: definition.timelines[timeline] })
  return { total: lineItems.reduce((sum, item) => sum + item.amount, 0), lineItems }
}

/** Prices a mobile app; throws if a value outside the offered choices is passed. */
export function mobileAppQuote(input: MobileQuoteChoices) {
  return priceChoices(mobileQuoteDefinition, mobileChoicesSchema.parse(input))
}

/** Prices a web app; throws if a value outside the offered choices is passed. */
export function webAppQuote(input: WebQuoteChoices) {
  return priceChoices(webQuoteDefinition, webChoicesSchema.parse(input))
}
