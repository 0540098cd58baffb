/**
 * Fixed API keys of the local backend, safe to publish: they only open a backend on your own
 * machine. They are the Supabase CLI's well-known local demo keys (HS256 JWTs for the roles
 * `anon` and `service_role`), so a client configured for `supabase start` also works here.
 * The backend recognises them by exact value. This module has no imports so the front-end
 * build can take its default anon key from it.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** Bypasses row level security. For server-side scripts and tests, never for a browser. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** Where `startBackend()` listens by default (the Supabase CLI's API port). */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321'
