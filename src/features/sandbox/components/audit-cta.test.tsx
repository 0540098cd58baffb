import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { renderWithRouter } from '@/test/render-with-router'
import { expectToast, shownToasts } from '@/test/toasts'
import { auditCta } from '../content/page'
import { AuditCta } from './audit-cta'

const render = () => renderWithRouter(<AuditCta />, { route: '/(tools)/sandbox' })

const requestButton = () => screen.getByRole('button', { name: 'Request a Professional Audit' })

describe('the closing audit call to action (/sandbox)', () => {
  it('opens a pre-filled audit request to the site address', async () => {
    const mail = captureMail()
    const { user } = await render()
    expect(
      screen.getByRole('region', { name: 'Ready for a real accessibility audit?' }),
    ).toBeInTheDocument()
    await user.click(requestButton())
    expect(mail.last()).toEqual({
      to: siteConfig.email,
      subject: 'Mobile App Accessibility Audit Request',
      body: auditCta.body,
    })
    expect(mail.last()?.body).toMatch(/^Hello,\n\nI tried the accessibility demo tools/)
    expect(mail.last()?.body).toContain('Company:\nApp name:\nPlatforms (iOS, Android or both):')
    expect(await shownToasts()).toEqual([])
  })

  it('gives the address to write to when the browser refuses the mail link', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked')
    })
    const { user } = await render()
    await user.click(requestButton())
    await expectToast({
      title: 'Error',
      description: `Please try again or email us directly at ${siteConfig.email}`,
      variant: 'destructive',
    })
  })
})
