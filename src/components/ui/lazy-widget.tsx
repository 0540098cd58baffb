import { use, type ComponentType, type ReactNode } from 'react'

export type LazyWidget<Props> = ((props: Props) => ReactNode) & {
  /** Forgets a failed load, so that the next render loads again: a WidgetBoundary's `onRetry`. */
  retry: () => void
}

/**
 * A component whose code loads when it first renders, as with `React.lazy`, which keeps a failed
 * load for good: the widget's "Try again" would show the same failure without asking again.
 * A failed load here stays failed (and shown so) until `retry` asks again.
 */
export function lazyWidget<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyWidget<Props> {
  let loading: Promise<ComponentType<Props>> | undefined
  let failed = false
  const start = () => {
    failed = false
    const attempt = load()
    attempt.catch(() => {
      failed = true
    })
    loading = attempt
    return attempt
  }
  function Lazy(props: Props) {
    const Widget = use(loading ?? start())
    return <Widget {...props} />
  }
  Lazy.retry = () => {
    if (failed) loading = undefined
  }
  return Lazy
}
