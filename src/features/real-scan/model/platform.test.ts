import { describe, expect, it } from 'vitest'
import { describeFileKind, detectPlatform, formatFileSize } from './platform'

describe('describeFileKind', () => {
  it.each([
    ['Banking.ipa', 'iOS app archive'],
    ['shop-release.APK', 'Android package'],
    ['shop.aab', 'Android App Bundle'],
    ['flutter_app.zip', 'ZIP archive'],
    ['notes.txt', 'Other file'],
  ])('%s is an %s', (name, kind) => {
    expect(describeFileKind(name)).toBe(kind)
  })
})

describe('detectPlatform', () => {
  it.each([
    ['MyApp.ipa', 'ios'],
    ['release.IPA', 'ios'],
    ['app-release.apk', 'android'],
    ['bundle.aab', 'android'],
    ['project.zip', 'flutter'],
    ['flutter_build.tar', 'flutter'],
    ['MyFlutterApp.bin', 'flutter'],
    ['flutter-app.apk', 'android'],
    ['flutter.ipa', 'ios'],
    ['notes.txt', 'unknown'],
    ['ipa', 'unknown'],
  ] as const)('%s is %s', (name, platform) => {
    expect(detectPlatform(name)).toBe(platform)
  })
})

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
  ])('%s bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })
})
