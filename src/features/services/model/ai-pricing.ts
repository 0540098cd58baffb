/** How an AI service is priced: a starting price, or a one-off setup plus a monthly fee. */
export type AiPricing =
  { kind: 'from'; amount: number } | { kind: 'setup-monthly'; setup: number; monthly: number }

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** '$2,000+' or '$300 setup + $50/month', as the price list reads. */
export function formatAiPricing(pricing: AiPricing): string {
  if (pricing.kind === 'from') return `${dollars.format(pricing.amount)}+`
  return `${dollars.format(pricing.setup)} setup + ${dollars.format(pricing.monthly)}/month`
}
