import { describe, expect, it } from 'vitest'
import { routeFilePath, routeFileServes } from './route-chunks'

describe('routeFilePath', () => {
  it.each([
    ['src/routes/index.tsx', '/', false],
    ['src/routes/about.tsx', '/about', false],
    ['src/routes/(marketing)/about.tsx', '/about', false],
    ['src/routes/(tools)/sandbox/index.tsx', '/sandbox', false],
    ['src/routes/portal/route.tsx', '/portal', true],
    ['src/routes/portal.index.tsx', '/portal', false],
    ['src/routes/__root.tsx', '/', true],
  ])('%s serves %s', (file, path, layout) => {
    expect(routeFilePath(file)).toEqual({ path, layout })
  })
})

describe('routeFileServes', () => {
  it('matches the page itself and the layouts above it', () => {
    expect(routeFileServes('src/routes/about.tsx', '/about')).toBe(true)
    expect(routeFileServes('src/routes/about.tsx', '/')).toBe(false)
    expect(routeFileServes('src/routes/portal/route.tsx', '/portal/profile')).toBe(true)
    expect(routeFileServes('src/routes/index.tsx', '/about')).toBe(false)
  })
})
