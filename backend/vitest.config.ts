import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'backend',
    environment: 'node',
    include: ['backend/**/*.test.ts'],
    // supabase-js builds a realtime client in createClient(), which needs the WebSocket
    // global that Node 20 only offers behind this flag.
    execArgv: ['--experimental-websocket'],
    testTimeout: 20_000,
    // Creating an in-memory Postgres (initdb + migrations + seed) takes a few seconds.
    hookTimeout: 60_000,
  },
})
