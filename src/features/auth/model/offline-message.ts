import type { ToastOptions } from '@/lib/toast'

/** Said instead of a generic error when the browser knows it has no connection. */
export const offlineMessage: ToastOptions = {
  title: 'You are offline',
  description: 'Signing in needs a connection. Please try again when you are back online.',
  variant: 'destructive',
}
