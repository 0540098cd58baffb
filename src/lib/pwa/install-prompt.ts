import { useSyncExternalStore } from 'react'

/** The event Chromium fires when the site may be installed (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferredPrompt: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Must run before hydration: the browser may fire the event early, and only once. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferredPrompt = event as BeforeInstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null
    emit()
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True on iPhone and iPad Safari, which install only through Share → Add to Home Screen. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iDevice =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return iDevice && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
}

export type InstallOption = 'prompt' | 'ios-instructions' | 'none'

function installOption(): InstallOption {
  if (window.matchMedia('(display-mode: standalone)').matches) return 'none'
  if (deferredPrompt) return 'prompt'
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints) ? 'ios-instructions' : 'none'
}

/** How this browser lets the visitor install the app, if at all. */
export function useInstallOption(): InstallOption {
  return useSyncExternalStore(subscribe, installOption, () => 'none')
}

export async function promptInstall(): Promise<void> {
  const prompt = deferredPrompt
  if (!prompt) return
  await prompt.prompt()
  await prompt.userChoice
  deferredPrompt = null
  emit()
}
