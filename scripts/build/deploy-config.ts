import { loadEnv } from 'vite'
import type { CspSources } from './csp.ts'

/** The local backend's address (the Supabase CLI's default port). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

/** Outside origins the deployed site may reach, read from the same environment as the build. */
export function cspSources(mode = 'production'): CspSources {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const supabase = new URL(env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL).origin
  return { connect: [supabase], frame: [] }
}
