import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkRecovery } from './lib/chunk-recovery'
import { captureInstallPrompt } from './lib/install-prompt'
import { registerServiceWorker } from './lib/service-worker'
import { createAppRouter } from './router'
import './index.css'

captureInstallPrompt()
installChunkRecovery()

// Every page is prerendered, so the browser always hydrates the document it was sent. As a
// transition, hydration yields to the browser between slices instead of one long task.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={createAppRouter()} />
    </StrictMode>,
  )
})

// Session tracking loads beside hydration, off the critical path: the header shows the
// signed-in links as soon as it has read the stored session.
void import('./lib/auth-session').then((session) => session.startSessionSync())

const startServiceWorker = () => void registerServiceWorker()
if (document.readyState === 'complete') startServiceWorker()
else window.addEventListener('load', startServiceWorker, { once: true })
