/**
 * The URL path a route file serves, by TanStack Router's file naming: `(group)` folders and
 * `route`/`index` file names add no segment, dots nest. Layout files (`route`, `__root`)
 * also apply to every path below them.
 */
export function routeFilePath(file: string): { path: string; layout: boolean } {
  const relative = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '')
  const segments = relative
    .split('/')
    .flatMap((part) => part.split('.'))
    .filter((segment) => !/^\(.*\)$/.test(segment))
  const last = segments.at(-1)
  const layout = last === 'route' || last === '__root'
  if (last === 'index' || layout) segments.pop()
  return { path: `/${segments.join('/')}`, layout }
}

/** Whether a route file's chunks load when `path` is opened. */
export function routeFileServes(file: string, path: string): boolean {
  const route = routeFilePath(file)
  if (route.path === path) return true
  return route.layout && (route.path === '/' || path.startsWith(`${route.path}/`))
}
