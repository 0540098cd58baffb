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
} as const

export const signUpFormCopy = {
  firstName: 'First Name',
  lastName: 'Last Name',
  confirmPassword: 'Confirm Password',
  submit: 'Create Account',
  busy: 'Creating account...',
} as const
