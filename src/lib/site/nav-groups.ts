import { primaryNav, type NavItem } from './nav-items'

export interface NavGroup {
  /** Names the group's panel; the header's disclosure and the footer's heading show `label`. */
  id: string
  label: string
  items: readonly NavItem[]
}

/** What the agency offers beyond the six main items: services, quotes and how to start. */
export const servicesGroup: NavGroup = {
  id: 'services',
  label: 'Services',
  items: [
    { label: 'AI Services', to: '/services' },
    { label: 'Website Services', to: '/website-services' },
    { label: 'Maintenance Plans', to: '/maintenance' },
    { label: 'Mobile App Quote', to: '/mobile-app-quote' },
    { label: 'Web App Quote', to: '/web-app-quote' },
    { label: 'Get Started', to: '/get-started' },
  ],
}

/** The accessibility consultancy: free tools, audits and the API. */
export const accessibilityGroup: NavGroup = {
  id: 'accessibility',
  label: 'Accessibility',
  items: [
    { label: 'Demo Suite', to: '/sandbox' },
    { label: 'App Scan', to: '/real-scan' },
    { label: 'Audit Pricing', to: '/pricing' },
    { label: 'Professional Audit', to: '/professional-audit' },
    { label: 'Section 508 Audit Request', to: '/request-audit' },
    { label: 'API Docs', to: '/api-docs' },
    { label: 'API Pricing', to: '/api-pricing' },
  ],
}

/** The groups the header and the mobile menu offer after the six main items. */
export const navGroups: readonly NavGroup[] = [servicesGroup, accessibilityGroup]

/** The footer's site map: every public page a visitor may land on. */
export const siteMap: readonly NavGroup[] = [
  { id: 'explore', label: 'Explore', items: primaryNav },
  ...navGroups,
  {
    id: 'company',
    label: 'Company',
    items: [
      { label: 'Careers', to: '/careers' },
      { label: 'Book a Call', to: '/book-call' },
      { label: 'Accessibility Statement', to: '/accessibility' },
      { label: 'Sign In', to: '/auth' },
    ],
  },
]
