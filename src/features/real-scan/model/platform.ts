export type AppPlatform = 'ios' | 'android' | 'flutter' | 'unknown'

/** Spec: .ipa is ios; .apk or .aab android; a .zip, or a name containing 'flutter', flutter. */
export function detectPlatform(fileName: string): AppPlatform {
  const name = fileName.toLowerCase()
  if (name.endsWith('.ipa')) return 'ios'
  if (name.endsWith('.apk') || name.endsWith('.aab')) return 'android'
  if (name.endsWith('.zip') || name.includes('flutter')) return 'flutter'
  return 'unknown'
}

export const platformLabels: Record<AppPlatform, string> = {
  ios: 'iOS',
  android: 'Android',
  flutter: 'Flutter',
  unknown: 'Unknown',
}

// What people call each kind of app file; browsers report most of them as octet-stream.
const fileKinds: readonly [extension: string, kind: string][] = [
  ['.ipa', 'iOS app archive'],
  ['.apk', 'Android package'],
  ['.aab', 'Android App Bundle'],
  ['.zip', 'ZIP archive'],
]

/** The kind of an app file in words: by its extension, which is what decides the platform. */
export function describeFileKind(fileName: string): string {
  const name = fileName.toLowerCase()
  return fileKinds.find(([extension]) => name.endsWith(extension))?.[1] ?? 'Other file'
}

/** A byte count as people read it: 512 B, 1.5 KB, 12.3 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`
}
