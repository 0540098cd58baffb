import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { signInFormCopy as copy } from '../content'
import { signInRedirect } from '../model/redirect-target'
import { CodeStepForm } from './code-step-form'
import { CredentialsForm } from './credentials-form'
import { ResendConfirmationButton } from './resend-confirmation-button'
import { useSignInSubmit } from './use-sign-in-submit'

const authRoute = getRouteApi('/auth')

const afterFormStyle = flex({ direction: 'column', gap: '3', alignItems: 'flex-start', mt: '4' })
const linkStyle = css({ color: 'fg.accent', fontWeight: '600', textDecoration: 'underline' })

/**
 * A customer signs in and goes where they were headed (`?redirect=`, checked again here), to the
 * portal when that place is not a path on this site, else home. A sign-in to
 * an account not yet confirmed offers a new confirmation link; one with two-step verification
 * on is asked for its code first.
 */
export function SignInForm() {
  const { redirect } = authRoute.useSearch()
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)
  const { submit, codeStep } = useSignInSubmit(
    'customer',
    signInRedirect(redirect) ?? '/',
    setUnconfirmedEmail,
  )
  if (codeStep) return <CodeStepForm step={codeStep} />
  return (
    <>
      <CredentialsForm onSubmit={submit} />
      <div className={afterFormStyle}>
        {unconfirmedEmail && <ResendConfirmationButton email={unconfirmedEmail} />}
        <Link to="/forgot-password" className={linkStyle}>
          {copy.forgotPassword}
        </Link>
      </div>
    </>
  )
}
