/** Copy of the account screens: /auth (sign in, sign up) and /admin. Messages: model/messages. */

export const authPageCopy = {
  title: 'Secure Digital Notarization',
  lead: 'Sign in to see your notarization appointments, or create an account.',
  back: 'Back to Home',
  tabsLabel: 'Account',
  signInTab: 'Sign In',
  signUpTab: 'Sign Up',
} as const

export const adminPageCopy = {
  title: 'Admin Portal',
  lead: 'Sign in with an administrator account.',
  back: 'Back to Main Site',
} as const

/** The sign-in form of both /auth and /admin. */
/** The email and password fields, as every account form asks for them. */
export const credentialsCopy = {
  email: 'Email',
  password: 'Password',
  passwordHint: (minimum: number) => `At least ${minimum} characters.`,
} as const

export const signInFormCopy = {
  submit: 'Sign In',
  busy: 'Signing in...',
  forgotPassword: 'Forgot password?',
  resendConfirmation: 'Resend confirmation e-mail',
  resendingConfirmation: 'Sending...',
} as const

/** The step after the password for an account with two-step verification on. */
export const codeStepCopy = {
  lead: 'Two-step verification is on for this account. Enter the 6-digit code from your authenticator app.',
  submit: 'Verify',
  busy: 'Verifying...',
  cancel: 'Cancel and sign out',
} as const

/** /forgot-password: asks for the address to send a reset link to. */
export const forgotPasswordCopy = {
  title: 'Reset your password',
  lead: 'Enter the email address of your account and we will send you a link to set a new password.',
  submit: 'Send reset link',
  busy: 'Sending...',
  back: 'Back to Sign In',
} as const

/** /reset-password: where a reset link leads. */
export const resetPasswordCopy = {
  title: 'Set a new password',
  lead: 'Choose a new password for your account.',
  checking: 'Checking your link...',
  expired:
    'This password reset link has expired or was already used. Ask for a new one and use the newest link we send.',
  requestAgain: 'Send a new reset link',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Set new password',
  busy: 'Saving...',
  back: 'Back to Home',
} as const

/** /confirm-email: where an expired or used confirmation link leads. */
export const confirmEmailCopy = {
  title: 'Confirmation link expired',
  lead: 'This confirmation link has expired or was already used. Enter your email address and we will send you a new one.',
  submit: 'Send a new link',
  busy: 'Sending...',
  back: 'Back to Sign In',
} as const

export const signUpFormCopy = {
  firstName: 'First Name',
  lastName: 'Last Name',
  confirmPassword: 'Confirm Password',
  submit: 'Create Account',
  busy: 'Creating account...',
} as const
