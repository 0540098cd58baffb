import { createServer } from 'vite'
import { LOCAL_BACKEND_URL } from '../backend/src/api-keys.ts'
import { formatBanner } from '../backend/src/banner.ts'
import { startBackend } from '../backend/src/server.ts'

/**
 * `npm run dev`: the local backend (unless a hosted Supabase project is configured) and Vite's
 * development server, which renders every route from source with hot module replacement.
 */
const hostedBackend =
  process.env.VITE_SUPABASE_URL && process.env.VITE_SUPABASE_URL !== LOCAL_BACKEND_URL
const backend = hostedBackend ? null : await startBackend()
if (backend) console.log(`\n${formatBanner(backend)}`)

const server = await createServer({
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' },
})
await server.listen()
server.printUrls()

const stop = () => void Promise.all([server.close(), backend?.close()]).then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
