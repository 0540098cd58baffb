import { z } from '@/lib/validation/zod'

/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6

const email = z.email('Please enter a valid email address')
const requiredPassword = z.string().check(z.minLength(1, 'Password is required'))

export const signInSchema = z.object({ email, password: requiredPassword })
export type SignInValues = z.infer<typeof signInSchema>
export const signInDefaults: SignInValues = { email: '', password: '' }

const newPassword = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  )

/** Whether the two passwords differ is reported by a toast at submit (spec), not inline. */
export const signUpSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
  email,
  password: newPassword,
  confirmPassword: newPassword,
})
export type SignUpValues = z.infer<typeof signUpSchema>
export const signUpDefaults: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
}

/** One address: asking for a reset link or a new confirmation link. */
export const emailRequestSchema = z.object({ email })
export type EmailRequestValues = z.infer<typeof emailRequestSchema>
export const emailRequestDefaults: EmailRequestValues = { email: '' }

/** A new password with the sign-up rules; a mismatch is a toast at submit, as at sign-up. */
export const newPasswordSchema = z.object({ password: newPassword, confirmPassword: newPassword })
export type NewPasswordValues = z.infer<typeof newPasswordSchema>
export const newPasswordDefaults: NewPasswordValues = { password: '', confirmPassword: '' }
