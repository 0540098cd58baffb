import { describe, expect, it } from 'vitest'
import type { ClientManifest } from './client-manifest'
import { firstLoadScripts } from './first-load'

const manifest: ClientManifest = {
  'src/routes/about.tsx?tsr-split=component': {
    file: 'assets/about.js',
    src: 'src/routes/about.tsx?tsr-split=component',
    imports: ['_card.js', 'src/main.tsx'],
  },
  'src/routes/pricing.tsx?tsr-split=component': {
    file: 'assets/pricing.js',
    src: 'src/routes/pricing.tsx?tsr-split=component',
    imports: ['_card.js'],
  },
  '_card.js': { file: 'assets/card.js', imports: ['_icon.js'] },
  '_icon.js': { file: 'assets/icon.js' },
  'src/warm-intl.ts': { file: 'assets/warm-intl.js', src: 'src/warm-intl.ts', isEntry: true },
  'src/main.tsx': {
    file: 'assets/main.js',
    src: 'src/main.tsx',
    isEntry: true,
    imports: ['_framework.js'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'style.css': { file: 'assets/style.css', src: 'style.css' },
}

describe('firstLoadScripts', () => {
  it("lists the entry's modules first, then the page's chunks and theirs, each once", () => {
    expect(firstLoadScripts(manifest, '/about')).toEqual({
      files: [
        'assets/main.js',
        'assets/framework.js',
        'assets/warm-intl.js',
        'assets/about.js',
        'assets/card.js',
        'assets/icon.js',
      ],
      routeChunks: 1,
    })
  })

  it("leaves out other pages' chunks", () => {
    expect(firstLoadScripts(manifest, '/pricing').files).not.toContain('assets/about.js')
  })
})
