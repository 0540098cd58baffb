import { useRouterState } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { LinkButton } from '@/components/ui/link-button'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { confirmationCopy, noRequestCopy, REVEAL_DELAY_MS } from '../content'
import { readConfirmation, type Confirmation } from '../model/confirmation-state'
import { firstName } from '../model/service-request'

const wrapStyle = grid({
  maxW: '3xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '16', md: '24' },
  textAlign: 'center',
  gap: '5',
  justifyItems: 'center',
})
const actionsStyle = flex({ wrap: 'wrap', gap: '3', justify: 'center' })
const titleStyle = css({ textStyle: 'display' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted' })
const celebrationStyle = css({
  color: 'success.fg',
  minH: '24',
  '& svg': { animation: 'bounce 1s ease-in-out 2', _motionReduce: { animation: 'none' } },
})

export function ConfirmationPage() {
  const hydrated = useHydrated()
  const state = useRouterState({ select: (s) => s.location.state })
  // The prerendered HTML knows no navigation state: it is the page opened directly.
  const confirmation = hydrated ? readConfirmation(state) : null
  return confirmation ? <ThankYou {...confirmation} /> : <NoRequest />
}

function NoRequest() {
  return (
    <div className={wrapStyle}>
      <h1 className={titleStyle}>{noRequestCopy.title}</h1>
      <p className={leadStyle}>{noRequestCopy.text}</p>
      <div className={actionsStyle}>
        <LinkButton to="/get-started" size="lg">
          {noRequestCopy.start}
        </LinkButton>
        <LinkButton to="/" size="lg" variant="outline">
          {noRequestCopy.home}
        </LinkButton>
      </div>
    </div>
  )
}

function ThankYou({ name, service }: Confirmation) {
  const [revealed, setRevealed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), REVEAL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  return (
    <div className={wrapStyle}>
      <div
        className={celebrationStyle}
        data-testid="confirmation-animation"
        data-revealed={revealed}
      >
        {revealed ? <CheckCircle2 aria-hidden="true" size={96} /> : null}
      </div>
      <h1 className={titleStyle}>
        {confirmationCopy.thanks}
        {firstName(name)}
      </h1>
      <p className={leadStyle}>
        {confirmationCopy.received}
        {service}
      </p>
      <p className={leadStyle}>{confirmationCopy.soon}</p>
      <LinkButton to="/" size="lg">
        {confirmationCopy.home}
      </LinkButton>
    </div>
  )
}
