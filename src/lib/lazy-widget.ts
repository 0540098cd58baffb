import { lazy, type ComponentType } from 'react'

/** Widget modules requested during this render pass (the prerenderer waits for them). */
const pendingLoads = new Set<Promise<unknown>>()

/**
 * An interactive widget whose code loads after the page's own chunk. Wrap it in <Suspense>:
 * prerendered HTML still holds the widget (the prerenderer renders again once it has loaded),
 * and in the browser React keeps that HTML on screen until the widget's code arrives.
 */
export function lazyWidget<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  /**
   * Libraries the widget imports, requested alongside it. Each is a part of the widget's own
   * modules, so it finishes loading first and runs in a task of its own: several short tasks
   * instead of one long one while the page is starting.
   */
  libraries: ReadonlyArray<() => Promise<unknown>> = [],
): ComponentType<TProps> {
  return lazy(() => {
    for (const library of libraries) void library()
    const loading = load().then((component) => ({ default: component }))
    pendingLoads.add(loading)
    return loading
  })
}

/** Waits for widgets requested by the last render; true when there were any. */
export async function settleLazyWidgets(): Promise<boolean> {
  if (pendingLoads.size === 0) return false
  const loads = [...pendingLoads]
  pendingLoads.clear()
  await Promise.all(loads)
  return true
}
