import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { readEmailLinkLanding } from '../model/email-link'

/**
 * On the page a confirmation link returns to (the site root): with a code or an error in the
 * address, loads what finishes the link (and only then the Supabase client).
 */
export function EmailLinkLanding() {
  const navigate = useNavigate()
  useEffect(() => {
    const landing = readEmailLinkLanding(location.search, location.hash)
    if (!landing) return
    void import('./finish-email-link')
      .then(({ finishEmailLink }) => finishEmailLink(landing))
      .then((to) => to && navigate({ to, replace: true }))
  }, [navigate])
  return null
}
