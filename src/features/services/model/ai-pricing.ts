import { formatWholeDollars } from '@/lib/format/whole-dollars'

/** How an AI service is priced: a starting price, or a one-off setup plus a monthly fee. */
export type AiPricing =
  { kind: 'from'; amount: number } | { kind: 'setup-monthly'; setup: number; monthly: number }

/** '$2,000+' or '$300 setup + $50/month', as the price list reads. */
export function formatAiPricing(pricing: AiPricing): string {
  if (pricing.kind === 'from') return `${formatWholeDollars(pricing.amount)}+`
  return `${formatWholeDollars(pricing.setup)} setup + ${formatWholeDollars(pricing.monthly)}/month`
}
