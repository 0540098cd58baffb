import { describe, expect, it } from 'vitest'
import { isIosSafari } from './install-prompt'

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1'
const ipadDesktopMode =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

describe('isIosSafari', () => {
  it.each([
    ['iPhone Safari', iphoneSafari, 5, true],
    ['iPhone Chrome (installs through its own menu)', iphoneChrome, 5, false],
    ['iPad in desktop mode', ipadDesktopMode, 5, true],
    ['a Mac', ipadDesktopMode, 0, false],
    ['Android Chrome', androidChrome, 5, false],
  ])('%s', (_name, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected)
  })
})
