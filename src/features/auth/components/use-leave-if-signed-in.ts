import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { readSignedInSession } from '@/lib/session/stored-session'

/** A visitor who arrives already signed in has nothing to do here: go home at once. */
export function useLeaveIfSignedIn(): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (readSignedInSession()) void navigate({ to: '/', replace: true })
    // Only on arrival: signing in here navigates by itself.
  }, [navigate])
}
