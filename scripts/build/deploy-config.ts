import { loadEnv } from 'vite'
import { LOCAL_BACKEND_URL } from '../../backend/src/api-keys.ts'
import type { CspSources } from './csp.ts'

/** Outside origins the deployed site may reach, read from the same environment as the build. */
export function cspSources(mode = 'production'): CspSources {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const supabase = new URL(env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL).origin
  return { connect: [supabase], frame: [] }
}
