import { jsonResponse, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import {
  samePassword,
  sessionNotFound,
  userNotFound,
  validationFailed,
  versionHeaders,
} from './gotrue-errors.ts'
import { hashPassword } from './passwords.ts'
import { optionalString, readAuthBody } from './request-body.ts'
import { endSessions, sessionExists } from './sessions.ts'
import { checkNewPassword } from './sign-up.ts'
import { passwordMatches } from './stored-password.ts'
import { authenticate } from './user-session.ts'
import { loadUser, setPassword, userJson } from './users.ts'

/**
 * PUT /user with a new password (the last step of a recovery, or a change while signed in).
 * As in GoTrue: the current password again is `same_password`, a short one `weak_password`,
 * and the user's other sessions end.
 */
export async function updateUser(context: AuthContext, request: ApiRequest): Promise<ApiResponse> {
  const claims = await authenticate(context, request)
  const body = await readAuthBody(request)
  const password = optionalString(body, 'password')
  if (password === undefined) throw validationFailed('Only a new password can be changed here')
  checkNewPassword(password)

  const current = await context.db.transaction(async (tx) => {
    if (!(await sessionExists(tx, claims.session_id, claims.sub))) return 'no_session' as const
    return (await loadUser(tx, claims.sub)) ?? ('no_user' as const)
  })
  if (current === 'no_session') throw sessionNotFound()
  if (current === 'no_user') throw userNotFound()
  if (await passwordMatches(context, current.user, password)) throw samePassword()

  const passwordHash = await hashPassword(password)
  const updated = await context.db.transaction(async (tx) => {
    await setPassword(tx, claims.sub, passwordHash)
    await endSessions(tx, claims.sub, claims.session_id, 'others')
    return loadUser(tx, claims.sub)
  })
  if (!updated) throw userNotFound()
  return jsonResponse(200, userJson(updated), versionHeaders(request.headers))
}
