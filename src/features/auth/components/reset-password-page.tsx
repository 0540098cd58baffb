import { css } from 'styled-system/css'
import { LinkButton } from '@/components/ui/link-button'
import { resetPasswordCopy as copy } from '../content'
import { offlineMessage } from '../model/offline-message'
import { AuthCard } from './auth-card'
import { NewPasswordForm } from './new-password-form'
import { useResetLink } from './use-reset-link'

/**
 * The new-password form's height, kept whichever way the link settles: the page first shows a
 * one-line check, and the form or a message replacing it moved the footer below the card (a
 * layout shift of 0.093 on a phone).
 */
const stateStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', minH: '19.5rem' })

/** Where a password reset link leads: the link signs the visitor in, then the new password. */
export function ResetPasswordPage() {
  const state = useResetLink()
  return (
    <AuthCard title={copy.title} lead={copy.lead} backLabel={copy.back}>
      <div className={stateStyle}>
        {state === 'checking' && <p role="status">{copy.checking}</p>}
        {state === 'ready' && <NewPasswordForm />}
        {state === 'offline' && (
          <p role="alert">
            {offlineMessage.title}. {offlineMessage.description}
          </p>
        )}
        {state === 'expired' && (
          <>
            <p role="alert">{copy.expired}</p>
            <LinkButton to="/forgot-password">{copy.requestAgain}</LinkButton>
          </>
        )}
      </div>
    </AuthCard>
  )
}
