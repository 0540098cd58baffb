import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { notify } from '../toast/toast'
import { signOut } from './auth-state'

/** Signs out, then says so and returns to the home page; a failure keeps the session. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await signOut()
    } catch {
      notify({
        title: 'Error',
        description: 'Failed to sign out. Please try again.',
        variant: 'destructive',
      })
      return
    }
    notify({ title: 'Signed out', description: 'You have been successfully signed out.' })
    await navigate({ to: '/' })
  }, [navigate])
}
