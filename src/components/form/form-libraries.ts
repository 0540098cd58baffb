/** What every form widget is built on, for `lazyWidget` to run ahead of the form itself. */
export const formLibraries = [() => import('@/lib/zod'), () => import('./use-app-form')]
