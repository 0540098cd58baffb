import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkRecovery } from './lib/chunk-recovery'
import { captureInstallPrompt } from './lib/install-prompt'
import { registerServiceWorker } from './lib/service-worker'
import { createAppRouter } from './router'
import './index.css'

captureInstallPrompt()
installChunkRecovery()

// Every page is prerendered, so the browser always hydrates the document it was sent.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={createAppRouter()} />
  </StrictMode>,
)

const startServiceWorker = () => void registerServiceWorker()
if (document.readyState === 'complete') startServiceWorker()
else window.addEventListener('load', startServiceWorker, { once: true })
