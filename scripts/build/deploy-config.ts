import { loadEnv } from 'vite'
import { LOCAL_BACKEND_URL } from '../../backend/src/api-keys.ts'
import { siteOrigin } from '../../src/lib/site/absolute-url.ts'
import { siteDefaults } from '../../src/lib/site/site-defaults.ts'
import type { CspSources } from './csp.ts'

/** Outside origins the deployed site may reach, read from the same environment as the build. */
export function cspSources(mode = 'production'): CspSources {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const supabase = new URL(env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL).origin
  // The website request form posts to this service; the contact page's map frames this origin.
  const formForwarding = `https://${env.VITE_FORM_FORWARDING_HOST || siteDefaults.formForwardingHost}`
  return { connect: [supabase, formForwarding], frame: [siteDefaults.map.embedOrigin] }
}

/** The site's public origin (`VITE_SITE_URL`), as the pages' canonical links name it. */
export function siteUrl(mode = 'production'): string {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return siteOrigin(env.VITE_SITE_URL || siteDefaults.siteUrl)
}
