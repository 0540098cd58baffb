import { describe, expect, it } from 'vitest'
import { requestPathname, resolvePath } from './resolve-path'

const files = new Set(['/index.html', '/about/index.html', '/404.html', '/assets/app.js', '/sw.js'])
const exists = (file: string) => files.has(file)

describe('resolvePath', () => {
  it.each([
    ['/', { kind: 'file', file: '/index.html', status: 200 }],
    ['/about', { kind: 'file', file: '/about/index.html', status: 200 }],
    ['/about/', { kind: 'redirect', location: '/about' }],
    ['/assets/app.js', { kind: 'file', file: '/assets/app.js', status: 200 }],
    ['/sw.js', { kind: 'file', file: '/sw.js', status: 200 }],
    ['/about/index.html', { kind: 'file', file: '/404.html', status: 404 }],
    ['/missing', { kind: 'file', file: '/404.html', status: 404 }],
    ['/../etc/passwd', { kind: 'file', file: '/404.html', status: 404 }],
    ['//anything', { kind: 'file', file: '/404.html', status: 404 }],
    ['//', { kind: 'file', file: '/404.html', status: 404 }],
    ['///', { kind: 'file', file: '/404.html', status: 404 }],
    ['//about', { kind: 'file', file: '/404.html', status: 404 }],
  ])('%s', (path, expected) => {
    expect(resolvePath(path, exists)).toEqual(expected)
  })
})

describe('requestPathname', () => {
  it.each([
    ['/', '/'],
    ['/about?x=1#top', '/about'],
    ['//anything', '//anything'],
    ['//evil.example/about', '//evil.example/about'],
    ['/caf%C3%A9', '/café'],
    ['/%E0%A4%A', null],
    ['http://example.com/', null],
    ['*', null],
  ])('%s → %s', (target, expected) => {
    expect(requestPathname(target)).toBe(expected)
  })
})
