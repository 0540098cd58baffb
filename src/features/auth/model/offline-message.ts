import type { ToastOptions } from '@/lib/toast/toast'

/**
 * Said instead of a generic error when the backend cannot be reached: offline, or a network that
 * answers nothing within the request time limit. Whatever session the device has is kept.
 */
export const offlineMessage: ToastOptions = {
  title: 'Could not reach the server',
  description: 'Please check your connection and try again.',
  variant: 'destructive',
}
