import { lazy, type ComponentType } from 'react'
import { nextTask } from './next-task'

/**
 * Widget modules requested and not yet waited for: the prerenderer waits for them before it
 * renders again, the browser before it starts the service worker.
 */
const pendingLoads = new Set<Promise<unknown>>()

/**
 * An interactive widget whose code loads after the page's own chunk. Wrap it in <Suspense>:
 * prerendered HTML still holds the widget (the prerenderer renders again once it has loaded),
 * and in the browser React keeps that HTML on screen until the widget's code arrives.
 */
export function lazyWidget<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  /**
   * Libraries the widget imports, requested ahead of it, each in a task of its own. Each is a
   * part of the widget's own modules, so it finishes loading first and runs in a task of its
   * own too: several short tasks instead of one long one while the page is starting, both for
   * requesting the modules and for running them.
   */
  libraries: ReadonlyArray<() => Promise<unknown>> = [],
): ComponentType<TProps> {
  return lazy(() => {
    const loading = loadAfter(libraries, load).then((component) => ({ default: component }))
    pendingLoads.add(loading)
    return loading
  })
}

async function loadAfter<T>(
  libraries: ReadonlyArray<() => Promise<unknown>>,
  load: () => Promise<T>,
): Promise<T> {
  // React asks for the code while it renders: each request starts in a task of its own.
  for (const library of libraries) {
    await nextTask()
    void library()
  }
  await nextTask()
  return load()
}

/** Waits for the widgets requested since the last call; true when there were any. */
export async function settleLazyWidgets(): Promise<boolean> {
  if (pendingLoads.size === 0) return false
  const loads = [...pendingLoads]
  pendingLoads.clear()
  await Promise.all(loads)
  return true
}
