import { frameMessageSchema, isCheckerAnswer, type AxeOutcome } from '../model/axe-outcome'
import { frameScript } from '../model/frame-script'
import { frameDocument } from './frame-document'

/**
 * A check that has not answered in this time has stalled (a large page takes a few seconds).
 * The frame runs in a process of its own in Chromium, so this fires however busy it is.
 */
const CHECK_TIMEOUT_MS = 60_000

// Laid out over the visitor's viewport, so contrast and visibility are judged as on screen
// (a frame outside the viewport is not kept rendered: some results came back undetermined),
// yet unseen, untouchable and out of the tab order: it shows the visitor's page, not ours.
// Set through the CSS Object Model: a frame that lives for a second needs no stylesheet rule.
const frameStyle: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  inset: '0',
  width: '100vw',
  height: '100vh',
  border: '0',
  opacity: '0',
  pointerEvents: 'none',
}

let checkerScript: Promise<{ script: string; hash: string }> | undefined

/** axe-core's source (precached, fetched on first use only) and the hash the policy allows. */
export function loadChecker(): Promise<{ script: string; hash: string }> {
  checkerScript ??= import('axe-core/axe.min.js?raw').then(async ({ default: axeSource }) => {
    const script = frameScript(axeSource)
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
    const hash = `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`
    return { script, hash }
  })
  checkerScript.catch(() => {
    checkerScript = undefined
  })
  return checkerScript
}

/**
 * Checks a page with axe-core in a sandboxed frame of its own (scripts allowed for the checker
 * only, by hash; no same-origin access) and resolves with the frame's trimmed results.
 */
export async function runCheck(markup: string): Promise<AxeOutcome> {
  const { script, hash } = await loadChecker()
  const srcdoc = frameDocument(markup, script, hash)
  // The frame's name reaches only the runner inside it, which sends it back with the result.
  const nonce = crypto.randomUUID()
  const frame = document.createElement('iframe')
  frame.name = nonce
  frame.sandbox.add('allow-scripts')
  frame.title = 'Page being checked'
  frame.tabIndex = -1
  frame.setAttribute('aria-hidden', 'true')
  Object.assign(frame.style, frameStyle)
  frame.srcdoc = srcdoc

  let onMessage: ((event: MessageEvent) => void) | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const answer = new Promise<AxeOutcome>((resolve, reject) => {
    onMessage = (event) => {
      if (!isCheckerAnswer(event, frame.contentWindow, nonce)) return
      const message = frameMessageSchema.safeParse(event.data)
      if (!message.success) reject(new Error('The checking frame sent an unknown message'))
      else if ('error' in message.data) reject(new Error(message.data.error))
      else resolve(message.data.outcome)
    }
    timer = setTimeout(() => reject(new Error('The check timed out')), CHECK_TIMEOUT_MS)
    window.addEventListener('message', onMessage)
  })
  document.body.append(frame)
  try {
    return await answer
  } finally {
    if (onMessage) window.removeEventListener('message', onMessage)
    clearTimeout(timer)
    frame.remove()
  }
}
