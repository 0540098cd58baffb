import type { SupabaseClient } from '@supabase/supabase-js'
import { connectedFetch } from '../network/connectivity'
import { supabaseConfig } from './supabase-config'

let client: Promise<SupabaseClient> | undefined

/**
 * The one Supabase client, loaded on first use: public pages never download it unless the
 * visitor has a session or opens an account page.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseConfig.url, supabaseConfig.anonKey, {
      auth: {
        storageKey: supabaseConfig.storageKey,
        persistSession: true,
        autoRefreshToken: true,
        // E-mail links come back with a one-time code (never a token in the address); the
        // page they land on exchanges it itself (src/features/auth, email link landing).
        flowType: 'pkce',
        detectSessionInUrl: false,
      },
      // Every backend call has a time limit and tells the connection state what happened.
      global: { fetch: connectedFetch },
      // PostgREST's own retries (3, after 1, 2 and 4 s) would turn one time limit into about 40 s
      // of "Updating…"; the portal retries itself when the connection returns, or on Retry.
      db: { retry: false },
    }),
  )
  return client
}

/**
 * Whether the backend answered and refused (wrong password, existing account, weak password),
 * as opposed to a failure to reach it or an unexpected fault.
 */
export function isProviderRejection(error: unknown): error is { message: string; code?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AuthApiError' || error.name === 'AuthWeakPasswordError') &&
    'message' in error &&
    typeof error.message === 'string'
  )
}
