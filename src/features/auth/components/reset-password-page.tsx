import { css } from 'styled-system/css'
import { LinkButton } from '@/components/ui/link-button'
import { supabaseConfig } from '@/lib/session/supabase-config'
import { resetPasswordCopy as copy } from '../content'
import { offlineMessage } from '../model/offline-message'
import { AuthCard } from './auth-card'
import markExpiredLink from './mark-expired-link.js?raw'
import { NewPasswordForm } from './new-password-form'
import { useResetLink } from './use-reset-link'

/**
 * The new-password form's height, kept whichever way the link settles: the page first shows a
 * one-line check, and the form or a message replacing it moved the footer below the card (a
 * layout shift of 0.093 on a phone).
 */
const stateStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', minH: '19.5rem' })
const expiredStyle = css({ display: 'flex', flexDirection: 'column', gap: '3' })
/**
 * While checking, the answer stays hidden unless the inline script knew it before the app; shown
 * early, it is laid out as the app's answer is, so nothing moves when the app settles.
 */
const checkingStyle = css({ '[data-link=expired] > &': { display: 'none' } })
const expiredUnlessKnownStyle = css({
  display: 'none',
  flexDirection: 'column',
  gap: '3',
  '[data-link=expired] > &': { display: 'flex' },
})

/** Where a password reset link leads: the link signs the visitor in, then the new password. */
export function ResetPasswordPage() {
  const state = useResetLink()
  return (
    <AuthCard title={copy.title} lead={copy.lead} backLabel={copy.back}>
      {/* The inline script marks the area before hydration; React leaves the mark alone. */}
      <div className={stateStyle} suppressHydrationWarning>
        {state === 'checking' && (
          <p role="status" className={checkingStyle}>
            {copy.checking}
          </p>
        )}
        {state === 'ready' && <NewPasswordForm />}
        {state === 'offline' && (
          <p role="alert">
            {offlineMessage.title}. {offlineMessage.description}
          </p>
        )}
        {/* Rendered while checking too, so the answer the script showed stays the same node. */}
        {(state === 'checking' || state === 'expired') && (
          <div className={state === 'checking' ? expiredUnlessKnownStyle : expiredStyle}>
            <p role="alert">{copy.expired}</p>
            <LinkButton to="/forgot-password">{copy.requestAgain}</LinkButton>
          </div>
        )}
        {state === 'checking' && (
          <script
            data-session-key={supabaseConfig.storageKey}
            dangerouslySetInnerHTML={{ __html: markExpiredLink }}
          />
        )}
      </div>
    </AuthCard>
  )
}
