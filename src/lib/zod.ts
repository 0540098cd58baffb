import { z } from 'zod'

// Zod's fast path compiles parsers with `new Function`, which the Content-Security-Policy
// forbids: even its probe is reported as a violation. This runs before any schema is built,
// because every schema imports `z` from here.
z.config({ jitless: true })

export { z }
