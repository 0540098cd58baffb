import { parseArgs } from 'node:util'
import { DEFAULT_DATA_DIR } from './config.ts'
import { resetBackendData } from './server.ts'

/** Resets the backend's data directory to a freshly seeded database: tsx backend/src/reset.ts */
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } })
const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR

resetBackendData(dataDir).then(
  () => console.log(`Reset ${dataDir} to the seed.`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
