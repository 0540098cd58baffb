import { describe, expect, it } from 'vitest'
import type { ClientManifest } from './client-manifest'
import { routeIdOfFile, routerManifest } from './router-manifest'

describe('routeIdOfFile', () => {
  it.each([
    ['src/routes/index.tsx', '/'],
    ['src/routes/auth.tsx', '/auth'],
    ['src/routes/(marketing)/about.tsx?tsr-split=component', '/(marketing)/about'],
    ['src/routes/(tools)/sandbox/index.tsx', '/(tools)/sandbox/'],
    ['src/routes/__root.tsx', '__root__'],
  ])('%s is the route %s', (file, id) => {
    expect(routeIdOfFile(file)).toBe(id)
  })
})

const client: ClientManifest = {
  'src/routes/(marketing)/about.tsx?tsr-split=component': {
    file: 'assets/about.js',
    src: 'src/routes/(marketing)/about.tsx?tsr-split=component',
    imports: ['_card.js', 'src/app/main.tsx'],
  },
  'src/routes/pricing.tsx?tsr-split=component': {
    file: 'assets/pricing.js',
    src: 'src/routes/pricing.tsx?tsr-split=component',
    imports: ['_card.js'],
  },
  '_card.js': { file: 'assets/card.js', imports: ['_icon.js', '_framework.js'] },
  '_icon.js': { file: 'assets/icon.js' },
  'src/app/main.tsx': {
    file: 'assets/main.js',
    src: 'src/app/main.tsx',
    isEntry: true,
    imports: ['_framework.js'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'style.css': { file: 'assets/style.css', src: 'style.css' },
}

describe('routerManifest', () => {
  const manifest = routerManifest(client, { href: '/assets/style.css', css: 'body{margin:0}' })

  it('runs the entry on every page and preloads it with its imports', () => {
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/main.js', '/assets/framework.js'],
      scripts: [{ attrs: { type: 'module', src: '/assets/main.js' } }],
      css: ['/assets/style.css'],
    })
  })

  it("preloads each route's chunks and their imports, but not what every page has", () => {
    expect(manifest.routes['/(marketing)/about']?.preloads).toEqual([
      '/assets/about.js',
      '/assets/card.js',
      '/assets/icon.js',
    ])
    expect(manifest.routes['/pricing']?.preloads).toEqual([
      '/assets/pricing.js',
      '/assets/card.js',
      '/assets/icon.js',
    ])
  })

  it('inlines the stylesheet', () => {
    expect(manifest.inlineCss).toEqual({ styles: { '/assets/style.css': 'body{margin:0}' } })
  })
})
