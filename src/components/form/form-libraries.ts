/**
 * What every form widget is built on, for `lazyWidget` to run ahead of the form itself. (Not
 * zod: a dynamic import keeps the whole of a module's exports, and zod's namespace is large;
 * each form's own schema module brings only the parts it uses.)
 */
export const formLibraries = [() => import('./use-app-form')]
