export type Resolution =
  { kind: 'file'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string }

export const NOT_FOUND_FILE = '/404.html'

/**
 * The decoded path of a request target, or null when it is not a path. Read as it stands,
 * not through `new URL(target, base)`, which takes `//x` for a host and would answer `/`.
 */
export function requestPathname(target: string): string | null {
  const path = target.split(/[?#]/, 1)[0] ?? ''
  if (!path.startsWith('/')) return null
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/**
 * How a deployed static host answers a path: the file itself, the page's prerendered
 * index.html, a redirect that drops a trailing slash, or the 404 page.
 */
export function resolvePath(pathname: string, exists: (file: string) => boolean): Resolution {
  if (pathname === '/' || pathname === '/index.html')
    return { kind: 'file', file: '/index.html', status: 200 }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '')
    // `//` trims to nothing: not the home page, an unknown path.
    if (trimmed !== '' && exists(`${trimmed}/index.html`)) {
      return { kind: 'redirect', location: trimmed }
    }
  }
  if (!pathname.endsWith('/index.html') && exists(pathname)) {
    return { kind: 'file', file: pathname, status: 200 }
  }
  const page = `${pathname}/index.html`
  if (exists(page)) return { kind: 'file', file: page, status: 200 }
  return { kind: 'file', file: NOT_FOUND_FILE, status: 404 }
}
