import type { TestProject } from 'vitest/node'
import { PROJECT_CONFIG_FILE } from '../../../backend/src/config'
import { loadProjectConfig } from '../../../backend/src/project/project-config'
import { startBackend } from '../../../backend/src/server'

/**
 * The app's tests that talk to a backend get the real one, in memory, with the project's own
 * settings (e-mail confirmations on). Started once for all their files: a start takes two to
 * three seconds on an idle machine, and far longer on a busy one.
 */
export default async function setup(project: TestProject) {
  const config = await loadProjectConfig(PROJECT_CONFIG_FILE)
  const backend = await startBackend({
    port: 0,
    mailboxPort: 0,
    dataDir: null,
    // Tests sign in more often than a person, and send a mail to an address right after
    // another: the limits (the backend's own tests cover them) are lifted.
    signInSignUpLimit: 10_000,
    config: {
      ...config,
      auth: {
        ...config.auth,
        email: { ...config.auth.email, maxFrequencySeconds: 0 },
        rateLimit: { ...config.auth.rateLimit, emailSent: 10_000 },
      },
    },
  })
  project.provide('backendUrl', backend.url)
  project.provide('mailboxUrl', backend.mailboxUrl)
  return () => backend.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    backendUrl: string
    mailboxUrl: string
  }
}
