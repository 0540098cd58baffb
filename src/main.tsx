import { createBrowserHistory } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkRecovery } from './lib/chunk-recovery'
import { captureInstallPrompt } from './lib/install-prompt'
import { nextTask } from './lib/next-task'
import { createAppRouter } from './router'
import './index.css'

captureInstallPrompt()
installChunkRecovery()

// Start-up runs as separate short tasks: evaluating the code, creating the history, building the
// router, and hydrating. Every page is prerendered, so the browser always hydrates the document it was
// sent; as a transition, hydration yields to the browser between slices. (Not a top-level
// await: that would make the bundler split this chunk into many small ones.)
async function hydrate() {
  await nextTask()
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter(history)
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}
void hydrate()

// Session tracking loads beside hydration, off the critical path (and out of the task that
// runs this module): the header shows the signed-in links as soon as it has read the stored
// session.
void nextTask()
  .then(() => import('./lib/auth-session'))
  .then((session) => session.startSessionSync())
