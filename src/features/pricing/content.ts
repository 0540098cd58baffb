/** Copy and figures of the audit pricing page (accessibility-site.md sections 2 and 9). */

import type { PricedPlan } from '@/components/sections/plan-card'

export const pricingHero = {
  eyebrow: 'Section 508 · WCAG 2.1 · ADA',
  title: 'Professional Accessibility Audit Pricing',
  lead: 'Start with our free demo tools, then get a manual expert audit of your mobile app with a compliance report and a remediation guide your developers can follow.',
} as const

/** The titles of the page's sections, in their order. */
export const pricingSections = {
  plans: { title: 'Choose your audit' },
  process: { title: 'How the audit works' },
  faq: { title: 'Frequently asked questions' },
} as const

export type PlanAction =
  { kind: 'link'; label: string; to: string } | { kind: 'mail'; label: string; plan: string }

export interface AuditPlan extends PricedPlan {
  id: string
  action: PlanAction
}

export const auditPlans: readonly AuditPlan[] = [
  {
    id: 'demo',
    name: 'Demo Tools',
    price: 'FREE',
    period: 'educational simulations',
    description: 'Explore how accessibility checks work with our interactive demo suite.',
    features: [
      'Interactive scanner demo',
      'Color contrast checker',
      'Screen reader simulation',
      'Legal compliance overview',
    ],
    action: { kind: 'link', label: 'Try Demo Tools', to: '/sandbox' },
  },
  {
    id: 'professional',
    name: 'Professional Audit',
    price: '$1,200',
    period: 'per mobile app',
    description: 'A manual expert audit of one mobile app against Section 508 and WCAG 2.1 AA.',
    popular: true,
    features: [
      'Manual expert review',
      'Compliance report',
      'WCAG 2.1 Level AA testing',
      'Screen reader testing',
      'Remediation guide',
      '7-day delivery',
    ],
    action: { kind: 'mail', label: 'Request Professional Audit', plan: 'Professional' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    period: 'priced by quote',
    description: 'Audits and ongoing help for organisations with several apps.',
    features: [
      'Multiple apps',
      'Priority support',
      'Implementation consulting',
      'Ongoing support',
      'Volume discounts',
    ],
    action: { kind: 'mail', label: 'Request Enterprise Quote', plan: 'Enterprise' },
  },
]

export const mostPopularLabel = 'Most Popular'

export const processSteps = [
  {
    title: 'Submit Request',
    text: 'Tell us about your app, its platforms and your deadline. We reply within one business day.',
  },
  {
    title: 'Expert Review',
    text: 'Our specialists test every screen by hand with VoiceOver, TalkBack, keyboards and switch access.',
  },
  {
    title: 'Detailed Report',
    text: 'You receive a compliance report that maps each issue to its WCAG 2.1 criterion and severity.',
  },
  {
    title: 'Implementation Support',
    text: 'We walk your team through the remediation guide and answer questions while you fix.',
  },
] as const

export const pricingFaqs = [
  {
    value: 'delivery',
    question: 'How long does a professional audit take?',
    answer:
      'Delivery is within 7 business days of receiving access to your app (a test build or store link and any test accounts).',
  },
  {
    value: 'standards',
    question: 'Which standards do you test against?',
    answer:
      'Section 508, WCAG 2.1 Level AA and the ADA expectations that courts apply to mobile apps. Government clients can ask for EN 301 549 as well.',
  },
  {
    value: 'demo-tools',
    question: 'Are the free demo tools a real compliance test?',
    answer:
      'No. The demo tools are educational simulations that show how checks work. Only a manual expert audit can confirm compliance.',
  },
  {
    value: 'retest',
    question: 'Do you check our fixes afterwards?',
    answer:
      'Yes. Implementation support includes a review of the fixes for the issues in your report, so you know they resolve the problem.',
  },
] as const
