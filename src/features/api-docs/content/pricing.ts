/** Copy of the API pricing page (accessibility-site.md 2, 3, 9). */

import type { PricedPlan } from '@/components/sections/plan-card'

export const apiPricingHero = {
  eyebrow: 'Accessibility API',
  title: 'API Pricing',
  lead: 'Simple monthly plans for teams that build accessibility checks into their own products and pipelines.',
} as const

/** The titles of the page's plan and FAQ sections; the call-counting table has its own below. */
export const apiPricingSections = {
  plans: { title: 'Plans' },
  faq: { title: 'Frequently asked questions' },
} as const

export interface ApiPlan extends PricedPlan {
  action: { label: string; kind: 'signup' | 'contact' }
}

export const apiPlans: readonly ApiPlan[] = [
  {
    name: 'Starter',
    price: '$29',
    period: '/month',
    description: 'For small teams checking colours and components.',
    features: [
      '1,000 API calls/month',
      'Color contrast API',
      'Basic compliance validation',
      'Email support',
    ],
    action: { label: 'Start Free Trial', kind: 'signup' },
  },
  {
    name: 'Professional',
    price: '$99',
    period: '/month',
    description: 'For product teams that test every release.',
    popular: true,
    features: [
      '10,000 API calls/month',
      'All APIs',
      'Priority support',
      'Custom integrations',
      'Detailed reporting',
      'SLA',
    ],
    action: { label: 'Start Free Trial', kind: 'signup' },
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    period: '',
    description: 'For organisations with their own platform and compliance needs.',
    features: [
      'Unlimited API calls',
      'White-label',
      'Custom endpoints',
      'Dedicated support',
      'On-premise deployment',
      'Custom SLA',
    ],
    action: { label: 'Contact Sales', kind: 'contact' },
  },
]

export const mostPopularLabel = 'Most Popular'

export const callCounting = {
  title: 'What counts as an API call?',
  requestColumn: 'Request',
  costColumn: 'Counts as',
  rows: [
    { action: 'A single element check', cost: '1 call' },
    { action: 'A page scan', cost: '1 call per element found' },
    { action: 'A full compliance report', cost: '1 call' },
  ],
} as const

export const apiFaqs = [
  {
    value: 'trial',
    question: 'Is there a free trial?',
    answer: 'Yes. Every plan starts with a 14-day free trial, and no credit card is required.',
  },
  {
    value: 'limit',
    question: 'What happens if I exceed my monthly limit?',
    answer:
      "Calls beyond your plan's limit are throttled. We notify you before that happens, so you can upgrade in time.",
  },
  {
    value: 'change',
    question: 'Can I change plans?',
    answer: 'Yes. You can change plans at any time, and the change takes effect immediately.',
  },
] as const
