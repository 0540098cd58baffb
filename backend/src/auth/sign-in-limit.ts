import type { ApiRequest } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import { overRequestRateLimit } from './gotrue-errors.ts'

/**
 * Counts a sign-in or sign-up against its client IP and its e-mail address, answering GoTrue's
 * 429 when either has used its share: one client cannot try many accounts, and many clients
 * cannot guess at one account.
 */
export function countSignInAttempt(context: AuthContext, request: ApiRequest, email: string): void {
  const keys = [`ip:${request.clientIp}`]
  if (email !== '') keys.push(`email:${email}`)
  const result = context.signInLimiter.take(keys)
  if (!result.allowed) throw overRequestRateLimit(result.retryAfterSeconds)
}
