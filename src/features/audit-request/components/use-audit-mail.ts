import { useCallback, useEffect, useRef } from 'react'
import type { MailMessage } from '@/lib/mail/mailto'
import { openMailClient } from '@/lib/mail/open-mail-client'
import { siteConfig } from '@/lib/site/site-config'
import { notify } from '@/lib/toast/toast'
import { mailToasts, RESET_DELAY_MS } from '../content/audit-mail'

/**
 * Opens the visitor's mail client with an audit request and tells them so; on success the form
 * is cleared one second later, on failure it keeps what was typed.
 */
export function useAuditMail(reset: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (message: MailMessage) => {
      try {
        openMailClient(message)
      } catch {
        notify({
          title: mailToasts.failedTitle,
          description: mailToasts.failedDescription(siteConfig.email),
          variant: 'destructive',
        })
        return
      }
      notify({ ...mailToasts.opened, variant: 'success' })
      clearTimeout(timer.current)
      timer.current = setTimeout(reset, RESET_DELAY_MS)
    },
    [reset],
  )
}
