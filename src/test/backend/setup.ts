import type { Window } from 'happy-dom'
import { inject, vi } from 'vitest'

// Before the file's imports: the app's Supabase client reads its address when it loads.
vi.stubEnv('VITE_SUPABASE_URL', inject('backendUrl'))
// The page comes from the backend's origin, so that the connection check (a request for the
// site's "/") gets an answer, as it would from the site's own server.
;(window as unknown as Window).happyDOM.setURL(`${inject('backendUrl')}/`)
