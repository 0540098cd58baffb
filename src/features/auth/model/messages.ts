import type { ToastOptions } from '@/lib/toast/toast'

/** Every message of the account screens, word for word from the spec. */
export const authMessages = {
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  adminSignedIn: { title: 'Welcome back!', description: 'Successfully signed in as admin' },
  accountCreated: {
    title: 'Account Created!',
    description: 'Please check your email to verify your account.',
  },
  /** Confirmations off: the new account is signed in at once, and says so. */
  accountCreatedSignedIn: {
    title: 'Account Created!',
    description: 'You are signed in.',
  },
  emailConfirmed: {
    title: 'Email confirmed',
    description: 'Your email address is confirmed and you are signed in.',
  },
  /** The link confirmed the address, but this browser cannot finish signing in with it. */
  emailConfirmedSignIn: {
    title: 'Email confirmed',
    description: 'Please sign in to continue.',
  },
  confirmationSent: {
    title: 'Confirmation email sent',
    description: 'Check your inbox for a new link to confirm your email address.',
  },
  resetRequested: {
    title: 'Check your email',
    description: 'If an account exists for that address, we sent a link to reset its password',
  },
  passwordUpdated: {
    title: 'Password updated',
    description: 'Your new password is set and you are signed in.',
  },
  passwordMismatch: {
    title: 'Password Mismatch',
    description: 'Passwords do not match. Please try again.',
    variant: 'destructive',
  },
  accountExists: {
    title: 'Account Exists',
    description: 'An account with this email already exists. Please sign in instead.',
    variant: 'destructive',
  },
  unexpected: {
    title: 'Error',
    description: 'An unexpected error occurred. Please try again.',
    variant: 'destructive',
  },
  adminUnexpected: {
    title: 'Error',
    description: 'An unexpected error occurred.',
    variant: 'destructive',
  },
  accessDenied: {
    title: 'Access Denied',
    description: "You don't have admin privileges.",
    variant: 'destructive',
  },
} satisfies Record<string, ToastOptions>

export const signInFailed = (message: string): ToastOptions => ({
  title: 'Sign In Failed',
  description: message,
  variant: 'destructive',
})

export const adminAuthFailed = (message: string): ToastOptions => ({
  title: 'Authentication Failed',
  description: message,
  variant: 'destructive',
})

/** A provider refusal of sign-up: an existing account gets its own advice. */
export function signUpFailed(message: string): ToastOptions {
  if (message.toLowerCase().includes('already registered')) return authMessages.accountExists
  return { title: 'Sign Up Failed', description: message, variant: 'destructive' }
}

/** A provider refusal of a password reset request, a resend or a new password, as it is. */
export const requestFailed = (message: string): ToastOptions => ({
  title: 'Request Failed',
  description: message,
  variant: 'destructive',
})
