import { useCallback, useSyncExternalStore } from 'react'
import { pickVoice } from '../speech/speech-voice'

/** Whether the browser can speak: no engine, an engine without a voice, or ready. */
export type SpeechSupport = 'no-engine' | 'no-voice' | 'ready'

function engine(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : undefined
}

function support(): SpeechSupport {
  const synth = engine()
  if (!synth) return 'no-engine'
  return synth.getVoices().length > 0 ? 'ready' : 'no-voice'
}

/** Voices can arrive after the page has loaded (Chromium lists them asynchronously). */
function subscribe(listener: () => void): () => void {
  const synth = engine()
  synth?.addEventListener('voiceschanged', listener)
  return () => synth?.removeEventListener('voiceschanged', listener)
}

/**
 * The browser's speech engine (`speechSynthesis`), with a voice of the device where it has one,
 * so that speech also works offline. `speak` replaces whatever is being said.
 */
export function useSpeech(): {
  support: SpeechSupport
  speak: (text: string) => void
  stop: () => void
} {
  const current = useSyncExternalStore(subscribe, support, () => 'ready' as const)
  const stop = useCallback(() => engine()?.cancel(), [])
  const speak = useCallback((text: string) => {
    const synth = engine()
    if (!synth) return
    const voice = pickVoice(synth.getVoices())
    if (!voice) return
    synth.cancel()
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.lang = voice.lang
    // The default voice speaks without being named.
    if (!voice.default) utterance.voice = voice
    synth.speak(utterance)
  }, [])
  return { support: current, speak, stop }
}
