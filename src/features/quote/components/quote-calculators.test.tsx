import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { afterNextPaint } from '@/lib/browser/after-next-paint'
import { siteConfig } from '@/lib/site/site-config'
import { captureMail } from '@/test/capture-mail'
import { FORM_TEST_TIMEOUT, renderWithRouter } from '@/test/render-with-router'
import { mobileQuoteDefinition, webQuoteDefinition } from '../model/quote-definitions'
import { parseQuoteSearch } from '../model/quote-search'
import { MobileQuotePage } from './mobile-quote-page'
import { WebQuotePage } from './web-quote-page'

const renderMobile = (url = '/mobile-app-quote') =>
  renderWithRouter(<MobileQuotePage />, {
    route: '/mobile-app-quote',
    url,
    validateSearch: (search) => parseQuoteSearch(mobileQuoteDefinition, search),
  })

const renderWeb = () =>
  renderWithRouter(<WebQuotePage />, {
    route: '/web-app-quote',
    validateSearch: (search) => parseQuoteSearch(webQuoteDefinition, search),
  })

const estimate = () => screen.findByRole('region', { name: 'Your Preliminary Estimate' })

type Router = Awaited<ReturnType<typeof renderMobile>>['router']

/** Resolves after the next frame has been painted, and after what was queued for then. */
const nextPaint = () => act(() => new Promise<void>((painted) => afterNextPaint(painted)))

/**
 * Waits for the address: a switch of view or a changed choice shows at once, and the URL follows
 * after that paint.
 */
const searchBecomes = (router: Router, search: Record<string, unknown>) =>
  waitFor(() => expect(router.state.location.search).toEqual(search))

describe('the mobile app quote calculator', FORM_TEST_TIMEOUT, () => {
  it('keeps Calculate Quote disabled until a name and valid email, then shows the quote', async () => {
    const mail = captureMail()
    const { user, router } = await renderMobile()
    const calculate = await screen.findByRole('button', { name: 'Calculate Quote' })
    expect(calculate).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enter your name and a valid email address to calculate your quote.',
    )
    const entries = router.history.length

    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of Screens' }), '8')
    await searchBecomes(router, { screens: 8 })
    await user.click(screen.getByRole('checkbox', { name: 'User Authentication' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), 'rush')
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ann')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example')
    expect(calculate).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), '.com')
    expect(calculate).toBeEnabled()
    expect(screen.getByRole('status')).toHaveTextContent('Ready to calculate your quote.')
    // A changed choice replaces the address: Back leaves the calculator, not each choice.
    expect(router.history.length).toBe(entries)

    await user.click(calculate)
    const result = await estimate()
    await searchBecomes(router, {
      screens: 8,
      userAuth: true,
      timeline: 'rush',
      view: 'result',
    })
    expect(router.history.length).toBe(entries + 1)
    expect(router.state.location.href).not.toMatch(/Ann|example/)
    expect(within(result).getAllByText('$4,750')).toHaveLength(2)
    expect(within(result).getByRole('heading', { name: 'Your Preliminary Estimate' })).toHaveFocus()
    // The form waits hidden for Modify Requirements: out of sight and out of the tab order.
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull()

    await user.click(within(result).getByRole('button', { name: 'Email this estimate' }))
    expect(mail.last()).toMatchObject({
      to: siteConfig.email,
      subject: 'Mobile App estimate: $4,750 for Ann',
    })
    expect(mail.last()?.body).toContain('Name: Ann\nEmail: ann@example.com\nCompany: Not provided')

    await user.click(within(result).getByRole('button', { name: 'Modify Requirements' }))
    expect(await screen.findByRole('heading', { name: 'Your App Requirements' })).toHaveFocus()
    expect(screen.queryByRole('heading', { name: 'Your Preliminary Estimate' })).toBeNull()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ann')
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ann@example.com')
    expect(screen.getByRole('combobox', { name: 'Number of Screens' })).toHaveValue('8')
    expect(screen.getByRole('checkbox', { name: 'User Authentication' })).toBeChecked()
  })

  it('shows the quote of a loaded URL, and follows Back and Forward without losing entries', async () => {
    const { user, router } = await renderMobile(
      '/mobile-app-quote?screens=25&adminPanel=true&view=result',
    )
    const result = await estimate()
    expect(within(result).getAllByText('$5,200')).toHaveLength(2)
    expect(
      within(result).getByRole('heading', { name: 'Your Preliminary Estimate' }),
    ).not.toHaveFocus()

    await act(() => router.navigate({ to: '/mobile-app-quote', search: { screens: 3 } }))
    expect(await screen.findByRole('combobox', { name: 'Number of Screens' })).toHaveValue('3')
    expect(screen.getByRole('checkbox', { name: 'Admin Panel' })).not.toBeChecked()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bo')

    await act(() =>
      router.navigate({ to: '/mobile-app-quote', search: { screens: 15, fileUploads: true } }),
    )
    expect(screen.getByRole('combobox', { name: 'Number of Screens' })).toHaveValue('15')
    expect(screen.getByRole('checkbox', { name: 'File Uploads' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bo')
  })
})

describe('an address change within the frame of a switch', FORM_TEST_TIMEOUT, () => {
  /**
   * The calculator at /mobile-app-quote?screens=15, its history [form of 8, result of 8, form
   * of 15], a name and an email given: a quote already calculated, modified and changed.
   */
  async function modifiedQuote() {
    const rendered = await renderMobile()
    const { user, router } = rendered
    const screens = await screen.findByRole('combobox', { name: 'Number of Screens' })
    await user.selectOptions(screens, '8')
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ann')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.com')
    await user.click(screen.getByRole('button', { name: 'Calculate Quote' }))
    await searchBecomes(router, { screens: 8, view: 'result' })
    await user.click(screen.getByRole('button', { name: 'Modify Requirements' }))
    await searchBecomes(router, { screens: 8 })
    await user.selectOptions(screens, '15')
    await searchBecomes(router, { screens: 15 })
    return rendered
  }

  it('Back before the URL follows Calculate Quote shows the entry gone to, and writes nothing over it', async () => {
    const { router } = await modifiedQuote()
    const entries = router.history.length

    // Both in one task: the URL of the switch is written only after the next paint.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate Quote' }))
      router.history.back()
    })
    await nextPaint()

    expect(router.state.location.search).toEqual({ screens: 8, view: 'result' })
    expect(within(await estimate()).getAllByText('$3,250')).toHaveLength(2)
    expect(router.history.length).toBe(entries)
    act(() => router.history.forward())
    await searchBecomes(router, { screens: 15 })
    expect(await screen.findByRole('combobox', { name: 'Number of Screens' })).toHaveValue('15')
  })

  it('a choice changed before the URL follows Modify Requirements keeps the result as its own entry', async () => {
    const { router, user } = await modifiedQuote()
    await user.click(screen.getByRole('button', { name: 'Calculate Quote' }))
    await searchBecomes(router, { screens: 15, view: 'result' })
    const entries = router.history.length

    // One after the other with no wait: the form shows at once, its URL is written after the paint.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Modify Requirements' }))
    })
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Number of Screens' }), {
        target: { value: '25' },
      })
    })
    await nextPaint()

    expect(router.state.location.search).toEqual({ screens: 25 })
    expect(router.history.length).toBe(entries + 1)
    act(() => router.history.back())
    expect(within(await estimate()).getAllByText('$4,000')).toHaveLength(2)
  })

  it('a box ticked and cleared within one frame leaves the address as it was', async () => {
    const { router } = await modifiedQuote()
    const box = screen.getByRole('checkbox', { name: 'Admin Panel' })
    act(() => {
      fireEvent.click(box)
    })
    act(() => {
      fireEvent.click(box)
    })
    await nextPaint()

    expect(box).not.toBeChecked()
    expect(router.state.location.search).toEqual({ screens: 15 })
  })

  it('a choice changed and Calculate Quote within one frame: the form keeps the choice, the result is its own entry', async () => {
    const { router } = await modifiedQuote()
    const entries = router.history.length
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Admin Panel' }))
    })
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Calculate Quote' }))
    })
    await nextPaint()

    expect(router.state.location.search).toEqual({ screens: 15, adminPanel: true, view: 'result' })
    expect(router.history.length).toBe(entries + 1)
    act(() => router.history.back())
    await searchBecomes(router, { screens: 15, adminPanel: true })
    expect(await screen.findByRole('checkbox', { name: 'Admin Panel' })).toBeChecked()
  })

  it('Back before the URL follows a changed choice writes nothing over the entry gone to', async () => {
    const { router } = await modifiedQuote()
    const entries = router.history.length
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Admin Panel' }))
      router.history.back()
    })
    await nextPaint()

    expect(router.state.location.search).toEqual({ screens: 8, view: 'result' })
    expect(router.history.length).toBe(entries)
    act(() => router.history.forward())
    await searchBecomes(router, { screens: 15 })
  })

  it('a choice the address overtook leaves the form: each entry gone to shows its own choices', async () => {
    const { router, user } = await modifiedQuote()
    await user.click(screen.getByRole('button', { name: 'Calculate Quote' }))
    await searchBecomes(router, { screens: 15, view: 'result' })
    await user.click(screen.getByRole('button', { name: 'Modify Requirements' }))
    await searchBecomes(router, { screens: 15 })

    // The entries before this one hold the same choices: only the dropped write tells them apart.
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Admin Panel' }))
      router.history.back()
    })
    await nextPaint()
    expect(router.state.location.search).toEqual({ screens: 15, view: 'result' })
    act(() => router.history.back())
    await searchBecomes(router, { screens: 15 })
    expect(await screen.findByRole('checkbox', { name: 'Admin Panel' })).not.toBeChecked()
  })
})

describe('the web app quote calculator', FORM_TEST_TIMEOUT, () => {
  it('says which contact detail still keeps Calculate Quote disabled', async () => {
    const { user } = await renderWeb()
    const calculate = await screen.findByRole('button', { name: 'Calculate Quote' })
    const name = screen.getByRole('textbox', { name: /^Name/ })
    const email = screen.getByRole('textbox', { name: /^Email/ })
    await user.type(name, 'Bo Chen')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enter a valid email address to calculate your quote.',
    )
    await user.type(email, 'bo@example')
    await user.tab()
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(calculate).toBeDisabled()

    await user.type(email, '.com')
    expect(email).not.toHaveAccessibleDescription()
    expect(screen.getByRole('status')).toHaveTextContent('Ready to calculate your quote.')
    await user.clear(name)
    expect(screen.getByRole('status')).toHaveTextContent('Enter your name to calculate your quote.')
    expect(name).toHaveAccessibleDescription('Please enter your name.')
    expect(calculate).toBeDisabled()
  })

  it("prices pages, features, integrations and timeline by the spec's table", async () => {
    const mail = captureMail()
    const { user, router } = await renderWeb()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Number of Pages' }), '12')
    await user.click(screen.getByRole('checkbox', { name: 'E-commerce' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'API Integrations' }), '2')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), 'flexible')
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bo Chen')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'bo@example.com')
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Chen & Co')
    await user.click(screen.getByRole('button', { name: 'Calculate Quote' }))

    // 1,500 base + 600 (9-15 pages) + 1,500 e-commerce + 2 × 150 integrations - 300 flexible.
    const result = await estimate()
    expect(within(result).getAllByText('$3,600')).toHaveLength(2)
    await searchBecomes(router, {
      pages: 12,
      ecommerce: true,
      apiIntegrations: 2,
      timeline: 'flexible',
      view: 'result',
    })
    await user.click(within(result).getByRole('button', { name: 'Email this estimate' }))
    expect(mail.last()?.subject).toBe('Web App estimate: $3,600 for Bo Chen')
    expect(mail.last()?.body).toContain('Company: Chen & Co')
  })
})
