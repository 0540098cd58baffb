import { requestAuditAppTypes } from '../content/app-types'
import type { RequestAuditValues } from './request-audit'

/** What another page may fill in for the visitor (a check's findings), carried in the address. */
export type RequestAuditPrefill = Partial<
  Pick<RequestAuditValues, 'appType' | 'appUrl' | 'requirements'>
>

/** Longer requirements are cut: an address this long is already far past a sensible link. */
export const PREFILL_REQUIREMENTS_MAX = 4000

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** The search params of /request-audit: known app types, web addresses and bounded text only. */
export function parseRequestAuditSearch(raw: Record<string, unknown>): RequestAuditPrefill {
  const appType = text(raw.appType)
  const appUrl = text(raw.appUrl)
  const requirements = text(raw.requirements)
  return {
    appType: requestAuditAppTypes.some((option) => option.value === appType) ? appType : undefined,
    appUrl: appUrl && /^https?:\/\//.test(appUrl) && URL.canParse(appUrl) ? appUrl : undefined,
    requirements: requirements?.slice(0, PREFILL_REQUIREMENTS_MAX),
  }
}
