import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}

export type ClientManifest = Record<string, ManifestChunk>

/** Vite's record of the client build: which source became which file. */
export function readClientManifest(dist: string): ClientManifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as ClientManifest
}

/**
 * The app's one stylesheet (`cssCodeSplit: false`), which Vite lists under this name. Other
 * stylesheets in the manifest belong to code loaded on demand (the toasts').
 */
export function appStylesheet(manifest: ClientManifest): string {
  const stylesheet = manifest['style.css']
  if (!stylesheet) throw new Error('The client manifest lists no app stylesheet (style.css)')
  return stylesheet.file
}
