import { useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import type { RequestAuditPrefill } from '../model/request-audit-prefill'

/**
 * Fills in what the address carries (a check's findings) and says whether it did. Only after
 * hydration: the prerendered form is empty, and must hydrate as it was rendered.
 */
export function useRequestAuditPrefill(
  setFieldValue: (name: keyof RequestAuditPrefill, value: string) => void,
): boolean {
  const prefill = useSearch({ from: '/(leads)/request-audit' })
  const hydrated = useHydrated()
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill)) {
      if (value) setFieldValue(name as keyof RequestAuditPrefill, value)
    }
  }, [setFieldValue, prefill])
  return hydrated && Object.values(prefill).some(Boolean)
}
