import { z } from 'zod/mini'

// As in ./zod: no run-time code generation, which the Content-Security-Policy forbids. The
// setting is shared by both builds of zod; it is made here too because a chunk may load only
// this one.
z.config({ jitless: true })

export { z }
