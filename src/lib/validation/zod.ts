import { z } from 'zod/mini'

// Zod Mini: its schemas are plain data checked by functions, so a page builds them quickly and
// ships only the checks it uses (the classic API attaches every method to every schema).
// Its fast path compiles parsers with `new Function`, which the Content-Security-Policy forbids:
// even its probe is reported as a violation. This runs before any schema is built, because every
// schema imports `z` from here.
z.config({ jitless: true })

export { z }
