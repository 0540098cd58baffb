import { expect, test, type Page } from '@playwright/test'
import { siteDefaults } from '../src/lib/site/site-defaults'
import { wcagViolations } from './support/axe'
import { pauseClock } from './support/clock'
import { captureMailLinks } from './support/mail-client'
import { waitForHydration } from './support/page-health'

// Wednesday, March 4, 2026, 10:00 in Dallas.
const NOW = new Date('2026-03-04T16:00:00Z')

async function openBooking(page: Page) {
  await page.clock.install({ time: NOW })
  await page.goto('/book-call')
  await waitForHydration(page)
  const widget = page.getByRole('region', { name: 'Book your call' })
  await expect(widget.getByRole('button', { name: /Choose Thursday, March 5, 2026/ })).toBeVisible()
  return widget
}

test.describe('in Central time', () => {
  test.use({ timezoneId: 'America/Chicago' })

  test('shows the hero, and blocks past dates and weekends', async ({ page }) => {
    const widget = await openBooking(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Schedule Your Free Consultation',
    )
    for (const text of [
      'Free 30-minute strategy session',
      'Expert guidance',
      'Flexible scheduling',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(widget.getByText('Please select a date first')).toBeVisible()
    await expect(widget.getByRole('radio', { name: /AM CST|PM CST/ })).toHaveCount(0)
    for (const day of [
      'Tuesday, March 3, 2026',
      'Saturday, March 7, 2026',
      'Sunday, March 8, 2026',
    ]) {
      await expect(widget.getByRole('button', { name: new RegExp(day) })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
    }
    await widget.getByRole('button', { name: /Saturday, March 7, 2026/ }).click({ force: true })
    await expect(widget.getByText('Please select a date first')).toBeVisible()
    await expect(
      widget.getByRole('button', { name: /Choose Wednesday, March 4, 2026/ }),
    ).toBeEnabled()
    expect(await wcagViolations(page)).toEqual([])
  })

  test('books a slot by mail, then clears the choice 1 s later', async ({ page }) => {
    const mails = await captureMailLinks(page)
    const widget = await openBooking(page)
    const send = widget.getByRole('button', { name: 'Book via Email' })
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    // Announced as unavailable, but still operable: pressing it explains what is missing.
    await send.click({ force: true })
    await expect(page.getByText('Please select a date and time')).toBeVisible()
    await expect(page.getByText('Both date and time are required to book a call')).toBeVisible()
    expect(await mails()).toEqual([])

    await widget.getByRole('button', { name: /Choose Friday, March 6, 2026/ }).click()
    await expect(widget.getByRole('radio')).toHaveCount(9)
    const slots = widget.getByRole('group', { name: 'Choose a time (CST)' }).getByRole('radio')
    await expect(slots).toHaveCount(7)
    for (const time of ['9:00 AM', '10:00 AM', '1:00 PM', '2:00 PM', '3:00 PM']) {
      await expect(widget.getByRole('radio', { name: `${time} CST` })).toBeEnabled()
    }
    for (const time of ['11:00 AM', '4:00 PM']) {
      await expect(widget.getByRole('radio', { name: `${time} CST (Unavailable)` })).toBeDisabled()
    }
    await expect(widget.getByRole('radio', { name: 'Phone Call' })).toBeChecked()
    await send.click({ force: true })
    expect(await mails()).toEqual([])

    await widget.getByText('2:00 PM CST', { exact: true }).click()
    await widget.getByText('Video Call', { exact: true }).click()
    const summary = widget.getByRole('region', { name: 'Your consultation' })
    await expect(summary).toContainText('Friday, March 6, 2026')
    await expect(summary).toContainText('2:00 PM CST')
    await expect(summary).toContainText('Video Call')
    await expect(summary).toContainText('30 minutes')
    await expect(send).toHaveAttribute('aria-disabled', 'false')

    await pauseClock(page)
    await send.click()
    const [mail] = await mails()
    expect(mail?.to).toBe(siteDefaults.email)
    expect(mail?.subject).toBe('Free Consultation Request: Friday, March 6, 2026 at 2:00 PM CST')
    expect(mail?.body).toContain(
      'Date: Friday, March 6, 2026\r\nTime: 2:00 PM CST\r\nType: Video Call\r\nDuration: 30 minutes\r\n\r\nName: \r\nEmail: \r\nPhone: \r\nCompany: \r\n',
    )
    await page.clock.runFor(999)
    await expect(summary).toBeVisible()
    await page.clock.runFor(1)
    await expect(summary).toBeHidden()
    await expect(widget.getByText('Please select a date first')).toBeVisible()
    await page.clock.resume()
    await expect(page.getByText('Email client opened!')).toBeVisible()
  })

  test('the calendar by keyboard: arrows move, Enter chooses, a new choice replaces the last', async ({
    page,
  }) => {
    const widget = await openBooking(page)
    const day = (name: string) => widget.getByRole('button', { name, exact: true })
    await day('Choose Thursday, March 5, 2026').click()
    await expect(day('Selected date. Thursday, March 5, 2026')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(day('Choose Friday, March 6, 2026')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(day('Selected date. Friday, March 6, 2026')).toBeFocused()
    await expect(day('Choose Thursday, March 5, 2026')).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(day('Choose Friday, March 13, 2026')).toBeFocused()
    // Tabbing back into the calendar lands on the day last moved to, not on an earlier one.
    await page.keyboard.press('Shift+Tab')
    await expect(day('Choose Friday, March 13, 2026')).not.toBeFocused()
    await page.keyboard.press('Tab')
    await expect(day('Choose Friday, March 13, 2026')).toBeFocused()

    await widget.getByRole('button', { name: 'Switch to next month' }).click()
    await expect(widget.getByText('April 2026', { exact: true })).toBeVisible()
    await expect(day('Choose Friday, April 3, 2026')).toBeVisible()
    await widget.getByRole('button', { name: 'Switch to previous month' }).click()
    await expect(day('Selected date. Friday, March 6, 2026')).toBeVisible()
    await expect(widget.getByRole('button', { name: /^Selected date/ })).toHaveCount(1)
  })

  test('Central-time visitors see no second time', async ({ page }) => {
    const widget = await openBooking(page)
    await widget.getByRole('button', { name: /Choose Friday, March 6, 2026/ }).click()
    // The day's times are on screen before their absence of a second time says anything.
    await expect(widget.getByRole('radio', { name: /^9:00 AM CST/ })).toBeVisible()
    await expect(widget.getByText(/your time/)).toHaveCount(0)
  })
})

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('each slot also shows the visitor’s own time', async ({ page }) => {
    const widget = await openBooking(page)
    await widget.getByRole('button', { name: /Choose Friday, March 6, 2026/ }).click()
    await expect(widget.getByText('11:00 AM EST your time')).toBeVisible()
    await expect(widget.getByText('4:00 PM EST your time')).toBeVisible()
  })
})
