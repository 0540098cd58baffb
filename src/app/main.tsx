// First: in development, React's fast refresh hooks in before any component loads (empty in a build).
import '@vitejs/plugin-react/preamble'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkRecovery } from '@/lib/pwa/chunk-recovery'
import { captureInstallPrompt } from '@/lib/pwa/install-prompt'
import { createAppRouter } from './router'
import '@/index.css'

captureInstallPrompt()
installChunkRecovery()

// Every page is prerendered, so the browser always hydrates the document it was sent. As a
// transition, hydration yields to the browser between slices; what the visitor does meanwhile
// is held and replayed once it has committed (src/lib/early-input). The router is built, and
// hydration started, in tasks of their own: the modules' evaluation is one task the browser
// cannot break, and building the router in it, or in the task that starts hydration, made that
// task one of the page's longest (docs/decisions/0025).
setTimeout(() => {
  const router = createAppRouter()
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      )
    })
  })
})

// Session tracking: the header shows the signed-in links once it has read the stored session.
// Also in a task of its own, after the router's: starting its chunk's requests (0028) was a
// fifth of the modules' evaluation.
setTimeout(() => {
  void import('@/lib/session/auth-session').then((session) => session.startSessionSync())
})
