import { CalendarCheck, Mail, Pencil, Printer } from 'lucide-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { LinkButton } from '@/components/ui/link-button'
import type { MailMessage } from '@/lib/mail/mailto'
import { openMailClient } from '@/lib/mail/open-mail-client'
import { siteConfig } from '@/lib/site/site-config'
import { notify } from '@/lib/toast/toast'
import { quoteCopy } from '../content/calculator'

const actionsStyle = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  flexWrap: 'wrap',
  gap: '3',
  w: 'full',
  // On a phone each action takes the full width and may wrap its label.
  '& > *': { whiteSpace: { base: 'normal', sm: 'nowrap' }, textAlign: 'center' },
  // On paper these are controls nobody can press.
  _print: { display: 'none' },
})

export interface EstimateActionsProps {
  /** Built when pressed, from what the form holds then. */
  mail: () => MailMessage
  onModify: () => void
}

/** What the visitor can do with the estimate: send it, print it, book a call, or change it. */
export function EstimateActions({ mail, onModify }: EstimateActionsProps) {
  const text = quoteCopy.result
  const sendByMail = () => {
    try {
      openMailClient(mail())
    } catch {
      notify({ ...text.mailFailed(siteConfig.email), variant: 'destructive' })
    }
  }
  return (
    <div className={actionsStyle}>
      <button type="button" className={button({ size: 'lg' })} onClick={sendByMail}>
        <Mail aria-hidden="true" size={20} />
        {text.email}
      </button>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'lg' })}
        onClick={() => window.print()}
      >
        <Printer aria-hidden="true" size={20} />
        {text.print}
      </button>
      <LinkButton to={text.bookCallPath} size="lg" variant="outline">
        <CalendarCheck aria-hidden="true" size={20} />
        {text.scheduleCall}
      </LinkButton>
      <button type="button" className={button({ variant: 'ghost', size: 'lg' })} onClick={onModify}>
        <Pencil aria-hidden="true" size={20} />
        {text.modify}
      </button>
    </div>
  )
}
