import type { SelectOption } from '@/components/form/select-field'

/**
 * The app types /request-audit offers. A module of its own: the route checks a prefilled type
 * against them, and the route's code is on every page's first load.
 */
export const requestAuditAppTypes: readonly SelectOption[] = [
  { value: 'ios', label: 'iOS App' },
  { value: 'android', label: 'Android App' },
  { value: 'cross-platform', label: 'Cross-Platform (iOS & Android)' },
  { value: 'web-app', label: 'Web Application' },
  { value: 'multiple', label: 'Multiple Apps' },
]
