import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../../../backend/src/api-keys'

/** The backend the app talks to: a hosted Supabase project, or the local backend by default. */
export const supabaseConfig = {
  url: import.meta.env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  /** Where the session is kept (localStorage), so the shell can read it without the client. */
  storageKey: 'app-auth-session',
} as const
