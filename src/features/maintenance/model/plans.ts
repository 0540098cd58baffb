import { formatWholeDollars } from '@/lib/format/whole-dollars'

export interface MaintenancePlan {
  name: string
  /** US dollars per month. */
  monthlyPrice: number
  mostPopular?: boolean
  features: readonly string[]
}

/** Spec section 9: the three maintenance plans, word for word. */
export const maintenancePlans: readonly MaintenancePlan[] = [
  {
    name: 'Basic',
    monthlyPrice: 500,
    features: [
      'Monthly security updates',
      'Bug fixes up to 5 hours',
      'Basic monitoring',
      'E-mail support',
    ],
  },
  {
    name: 'Professional',
    monthlyPrice: 1500,
    mostPopular: true,
    features: [
      'Weekly updates',
      'Bug fixes up to 15 hours',
      'Performance optimization',
      'Priority phone support',
      'Monthly reports',
    ],
  },
  {
    name: 'Enterprise',
    monthlyPrice: 3500,
    features: [
      '24/7 support',
      'Unlimited bug fixes',
      '10 hours feature development',
      'Dedicated account manager',
      'SLA',
    ],
  },
]

/** '$1,500/mo' */
export function formatMonthlyPrice(amount: number): string {
  return `${formatWholeDollars(amount)}/mo`
}
