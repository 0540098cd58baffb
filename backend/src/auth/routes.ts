import { ApiError } from '../http/api-error.ts'
import { jsonResponse, type ApiFamily, type ApiRequest, type ApiResponse } from '../http/types.ts'
import type { AuthContext } from './context.ts'
import { authErrorResponse } from './gotrue-errors.ts'
import { ENROLL_ROUTE, factorRoute } from './mfa/routes.ts'
import { recover, resend } from './recover.ts'
import { signUp } from './sign-up.ts'
import { token } from './token.ts'
import { updateUser } from './update-user.ts'
import { getUser, logout } from './user-session.ts'
import { verify } from './verify.ts'

type Handler = (context: AuthContext, request: ApiRequest) => Promise<ApiResponse>

function jwks(context: AuthContext): Promise<ApiResponse> {
  return Promise.resolve(
    jsonResponse(
      200,
      { keys: [context.key.publicJwk] },
      { 'Cache-Control': 'public, max-age=600' },
    ),
  )
}

function health(): Promise<ApiResponse> {
  return Promise.resolve(
    jsonResponse(200, {
      version: 'local',
      name: 'GoTrue',
      description: 'Local Supabase Auth stand-in',
    }),
  )
}

/** Path → method → handler, for the part of Supabase Auth that this app's client uses. */
const ROUTES = new Map<string, Map<string, Handler>>([
  ['/signup', new Map([['POST', signUp]])],
  ['/token', new Map([['POST', token]])],
  [
    '/user',
    new Map([
      ['GET', getUser],
      ['PUT', updateUser],
    ]),
  ],
  ['/verify', new Map([['GET', verify]])],
  ['/recover', new Map([['POST', recover]])],
  ['/resend', new Map([['POST', resend]])],
  ['/logout', new Map([['POST', logout]])],
  ENROLL_ROUTE,
  ['/.well-known/jwks.json', new Map([['GET', jwks]])],
  ['/health', new Map([['GET', health]])],
])

/**
 * Paths the gateway lets through without an API key: readiness probes, and the links of mails,
 * which a mail client opens as a plain page.
 */
export const AUTH_PUBLIC_PATHS = new Set(['/health', '/verify'])

export function createAuthApi(context: AuthContext): ApiFamily {
  return {
    async handle(request) {
      const methods = ROUTES.get(request.path) ?? factorRoute(request.path)
      if (!methods) throw new ApiError(404, 'not_found', 'Not Found')
      const handler = methods.get(request.method === 'HEAD' ? 'GET' : request.method)
      if (!handler) {
        throw new ApiError(
          405,
          'method_not_allowed',
          `Method ${request.method} is not allowed on ${request.path}`,
          {
            headers: { Allow: [...methods.keys()].join(', ') },
          },
        )
      }
      return handler(context, request)
    },
    errorResponse: (error, request) => authErrorResponse(error, request.headers),
  }
}
