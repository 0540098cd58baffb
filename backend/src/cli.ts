import { parseArgs } from 'node:util'
import { formatBanner } from './banner.ts'
import { DEFAULT_DATA_DIR } from './config.ts'
import { resetBackendData, startBackend } from './server.ts'

const USAGE = `Usage: tsx backend/src/cli.ts [--port 54321] [--host 127.0.0.1] [--data-dir DIR | --memory] [--reset] [--log] [--config supabase/config.toml] [--mailbox-port 54324] [--sign-in-limit 30]`

function readPort(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const port = Number(value)
  if (!(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new Error(`${flag} must be a port number, got "${value}"`)
  }
  return port
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      log: { type: 'boolean', default: false },
      'sign-in-limit': { type: 'string' },
      config: { type: 'string' },
      'mailbox-port': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const port = readPort('--port', values.port)
  const mailboxPort = readPort('--mailbox-port', values['mailbox-port'])
  const signInLimit =
    values['sign-in-limit'] === undefined ? undefined : Number(values['sign-in-limit'])
  if (signInLimit !== undefined && !(Number.isInteger(signInLimit) && signInLimit > 0)) {
    throw new Error(
      `--sign-in-limit must be a positive whole number, got "${values['sign-in-limit']}"`,
    )
  }
  const dataDir = values.memory ? null : (values['data-dir'] ?? DEFAULT_DATA_DIR)
  if (values.reset && dataDir !== null) await resetBackendData(dataDir)

  const backend = await startBackend({
    dataDir,
    log: values.log,
    ...(port === undefined ? {} : { port }),
    ...(mailboxPort === undefined ? {} : { mailboxPort }),
    ...(values.config === undefined ? {} : { configFile: values.config }),
    ...(signInLimit === undefined ? {} : { signInSignUpLimit: signInLimit }),
    ...(values.host === undefined ? {} : { host: values.host }),
  })
  console.log(formatBanner(backend))

  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the backend...`)
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
