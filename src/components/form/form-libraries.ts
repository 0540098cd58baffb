/**
 * What a form widget is built on, for `lazyWidget` to load ahead of the form itself: the form
 * hook, then the form's own schema module. (The schema module, not zod: a dynamic import keeps
 * the whole of a module's exports, and zod's namespace is large; a schema module brings only
 * the parts of zod it uses.)
 */
export function formLibraries(schema: () => Promise<unknown>) {
  return [() => import('./use-app-form'), schema]
}
