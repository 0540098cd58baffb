/**
 * Calls made while a run is pending share it (later arguments are ignored). A link's code works
 * once, and React runs a mounting effect twice in development: the second call must wait for
 * the first exchange instead of spending the code again.
 */
export function shareWhilePending<Args extends unknown[], T>(
  run: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  let pending: Promise<T> | undefined
  return (...args) =>
    (pending ??= run(...args).finally(() => {
      pending = undefined
    }))
}
