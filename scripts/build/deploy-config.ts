import { loadEnv } from 'vite'
import { LOCAL_BACKEND_URL } from '../../backend/src/api-keys.ts'
import { siteOrigin } from '../../src/lib/site/absolute-url.ts'
import { siteDefaults } from '../../src/lib/site/site-defaults.ts'
import type { CspSources } from './csp.ts'

/** The only page that frames another origin: the contact page's map. */
const MAP_PAGE = '/contact'
/** Where a test build's outbox may post: the end-to-end tests' stand-in service (any port). */
const LOOPBACK_SOURCE = 'http://127.0.0.1:*'

/**
 * Outside origins a page may reach, read from the same environment as the build. The service
 * worker gets the same connect sources (it delivers the outbox); a test build adds loopback,
 * matching `endpointPolicy` in src/lib/outbox/endpoint.ts.
 */
export function cspSources(pagePath: string, mode = 'production'): CspSources {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const supabase = new URL(env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL).origin
  // The website request form posts to this service.
  const formForwarding = `https://${env.VITE_FORM_FORWARDING_HOST || siteDefaults.formForwardingHost}`
  const connect = [supabase, formForwarding]
  if (env.VITE_ALLOW_LOOPBACK_ENDPOINTS === 'true') connect.push(LOOPBACK_SOURCE)
  return { connect, frame: pagePath === MAP_PAGE ? [siteDefaults.map.embedOrigin] : [] }
}

/** The site's public origin (`VITE_SITE_URL`), as the pages' canonical links name it. */
export function siteUrl(mode = 'production'): string {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return siteOrigin(env.VITE_SITE_URL || siteDefaults.siteUrl)
}
