import { describe, expect, it } from 'vitest'
import { pickVoice } from './speech-voice'

const voice = (name: string, lang: string, localService: boolean, isDefault = false) => ({
  name,
  lang,
  localService,
  default: isDefault,
})

describe('pickVoice', () => {
  it('has no voice to pick from an empty list', () => {
    expect(pickVoice([] as ReturnType<typeof voice>[])).toBeUndefined()
  })

  it('prefers a voice on the device, which speaks offline, over a network one', () => {
    const network = voice('Google US English', 'en-US', false, true)
    const device = voice('eSpeak English', 'en-GB', true)
    expect(pickVoice([network, device])).toBe(device)
  })

  it('prefers English among device voices, then the default', () => {
    const german = voice('Anna', 'de-DE', true, true)
    const english = voice('Daniel', 'en-GB', true)
    const defaultEnglish = voice('Samantha', 'en-US', true, true)
    expect(pickVoice([german, english])).toBe(english)
    expect(pickVoice([german, english, defaultEnglish])).toBe(defaultEnglish)
  })

  it('falls back to a network voice when the device has none', () => {
    const network = voice('Google US English', 'en-US', false)
    expect(pickVoice([network])).toBe(network)
  })
})
