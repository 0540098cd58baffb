import type { ApiRequest, ApiResponse } from '../../http/types.ts'
import type { AuthContext } from '../context.ts'
import { mfaFactorNotFound } from '../gotrue-errors.ts'
import { isUuid } from '../request-body.ts'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './factors.ts'

type Handler = (context: AuthContext, request: ApiRequest) => Promise<ApiResponse>
type FactorHandler = (
  context: AuthContext,
  request: ApiRequest,
  factorId: string,
) => Promise<ApiResponse>

const FACTOR_ROUTES = new Map<string, Map<string, FactorHandler>>([
  ['', new Map([['DELETE', unenrollFactor]])],
  ['/challenge', new Map([['POST', challengeFactor]])],
  ['/verify', new Map([['POST', verifyFactor]])],
])

export const ENROLL_ROUTE: [string, Map<string, Handler>] = [
  '/factors',
  new Map([['POST', enrollFactor]]),
]

/** `/factors/{id}`, `/factors/{id}/challenge` and `/factors/{id}/verify`, the id bound in. */
export function factorRoute(path: string): Map<string, Handler> | undefined {
  const match = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path)
  if (!match) return undefined
  const [, factorId = '', action = ''] = match
  const methods = FACTOR_ROUTES.get(action)
  if (!methods) return undefined
  const bound = new Map<string, Handler>()
  for (const [method, handler] of methods) {
    bound.set(method, (context, request) => {
      // An id that is not a UUID names no factor, as GoTrue answers it.
      if (!isUuid(factorId)) throw mfaFactorNotFound()
      return handler(context, request, factorId)
    })
  }
  return bound
}
