/** The parts of a `SpeechSynthesisVoice` the choice reads. */
export interface VoiceInfo {
  lang: string
  localService: boolean
  default: boolean
}

/**
 * The voice to speak English with: one on the device first (it works offline), the browser's
 * default among equals; undefined where there is none.
 */
export function pickVoice<V extends VoiceInfo>(voices: readonly V[]): V | undefined {
  const english = (voice: V) => voice.lang.toLowerCase().startsWith('en')
  const rank = (voice: V) =>
    (voice.localService ? 4 : 0) + (english(voice) ? 2 : 0) + (voice.default ? 1 : 0)
  return [...voices].sort((a, b) => rank(b) - rank(a))[0]
}
