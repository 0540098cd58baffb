import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import threeProblems from '@/test/fixtures/axe-recordings/three-problems.json'
import { renderWithRouter, type RenderWithRouterOptions } from '@/test/render-with-router'
import { outcomeSchema, type AxeOutcome } from '../model/axe-outcome'
import { MAX_MARKUP_BYTES } from '../model/markup-size'
import { PageCheck } from './page-check'
import { loadChecker, runCheck } from './run-check'

// axe-core runs in a sandboxed frame whose script the page's policy allows by hash: the test DOM
// runs no such frame. The check answers with results recorded from axe-core 4.10 instead, and the
// test reads which markup was handed to it.
vi.mock('./run-check', () => ({ loadChecker: vi.fn(), runCheck: vi.fn() }))

const recorded = outcomeSchema.parse(threeProblems)
const pageHtml = '<html lang="en"><body><main><h1>Shop</h1><img src="/logo.png"></main></body>'

const render = (userOptions?: RenderWithRouterOptions['userOptions']) =>
  renderWithRouter(<PageCheck active />, { route: '/(tools)/sandbox', userOptions })

type User = Awaited<ReturnType<typeof render>>['user']

const checkButton = () => screen.getByRole('button', { name: 'Check the page' })
const refusal = () => screen.getByRole('alert')
/**
 * Waits for the refusal: the press reads its source asynchronously, and the file control hands a
 * chosen file over from its state machine's microtask queue; what either then shows is rendered
 * in a later task, which under load can come after the press or the upload has returned.
 */
const refusalSays = (message: string) => waitFor(() => expect(refusal()).toHaveTextContent(message))

async function checkPasted(user: User, html: string) {
  await user.click(screen.getByRole('textbox', { name: 'HTML of the page' }))
  await user.paste(html)
  await user.click(checkButton())
}

const chooseSource = (user: User, name: 'Paste HTML' | 'An .html file' | 'One of our pages') =>
  user.click(screen.getByRole('radio', { name }))

/** A check that answers only when the test says so. */
function holdCheck() {
  let answer: (outcome: AxeOutcome) => void = () => undefined
  vi.mocked(runCheck).mockReturnValue(new Promise((resolve) => (answer = resolve)))
  return (outcome: AxeOutcome) => answer(outcome)
}

describe('the own-page check (/sandbox, Check your own page)', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    vi.mocked(loadChecker).mockResolvedValue({ script: '', hash: '' })
    vi.mocked(runCheck).mockResolvedValue(recorded)
  })

  it('asks for something to check when the paste is blank, and checks nothing', async () => {
    const { user } = await render()
    expect(screen.getByRole('radio', { name: 'Paste HTML' })).toBeChecked()
    await checkPasted(user, ' \n ')
    await refusalSays('Paste some HTML, choose a file or pick a page first.')
    expect(runCheck).not.toHaveBeenCalled()
    expect(screen.queryByRole('region', { name: /^Report for/ })).not.toBeInTheDocument()
  })

  it('checks pasted HTML, says so while it runs, and reports the findings by criterion', async () => {
    const { user } = await render()
    const answer = holdCheck()
    await checkPasted(user, pageHtml)
    expect(runCheck).toHaveBeenCalledWith(pageHtml)
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled()
    // The press shows 'Checking…' at once; the status says so once the source has been read.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Checking the page…'))
    expect(screen.getByRole('textbox', { name: 'HTML of the page' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'One of our pages' })).toBeDisabled()

    answer(recorded)
    const report = await screen.findByRole('region', { name: 'Report for Pasted HTML' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Check complete: score 67/100, 3 WCAG issues on 3 elements, 0 best-practice issues.',
    )
    expect(refusal()).toHaveTextContent('')
    expect(checkButton()).toBeEnabled()
    expect(
      within(report)
        .getAllByRole('heading', { level: 6 })
        .map((heading) => heading.textContent),
    ).toEqual([
      '1.1.1 Non-text Content (Level A)',
      '1.4.3 Contrast (Minimum) (Level AA)',
      '4.1.2 Name, Role, Value (Level A)',
    ])
    const contrast = within(report).getByRole('region', { name: /^1\.4\.3/ })
    expect(contrast).toHaveTextContent(
      'Elements must meet minimum color contrast ratio thresholdsImpact: Serious',
    )
    expect(contrast).toHaveTextContent(
      'How to fix: Darken the text or lighten its background until the contrast is at least 4.5:1 (3:1 for large text).',
    )
    expect(contrast).toHaveTextContent('<p class="faint">Free delivery on orders over $50</p>')
    expect(within(report).getByText('No best-practice rule failed.')).toBeInTheDocument()
  })

  it('takes the findings to the audit request form', async () => {
    const { user, router } = await render()
    await checkPasted(user, pageHtml)
    const report = await screen.findByRole('region', { name: 'Report for Pasted HTML' })
    await user.click(
      within(report).getByRole('link', { name: 'Request an audit with this report' }),
    )
    expect(router.state.location.pathname).toBe('/request-audit')
    expect(router.state.location.search).toEqual({
      appType: 'web-app',
      requirements: [
        'I checked Pasted HTML with your free accessibility tool: score 67/100.',
        'Findings of the automated check:',
        '- Images must have alternative text (image-alt, Critical): 1',
        '- Form elements must have labels (label, Critical): 1',
        '- Elements must meet minimum color contrast ratio thresholds (color-contrast, Serious): 1',
        '',
        'Please audit it in full, including what an automated check cannot find.',
      ].join('\n'),
    })
  })

  it('refuses a page larger than 2 MB before checking it', async () => {
    const { user } = await render()
    // Pasted at once: typing two megabytes key by key would take minutes.
    fireEvent.change(screen.getByRole('textbox', { name: 'HTML of the page' }), {
      target: { value: 'a'.repeat(MAX_MARKUP_BYTES + 1) },
    })
    await user.click(checkButton())
    await refusalSays(
      'This page is larger than 2 MB, the most the check takes. Check a smaller page, or a part of it.',
    )
    expect(runCheck).not.toHaveBeenCalled()
  })

  it('checks a chosen .html file by its name, and refuses a file of another type', async () => {
    const { user } = await render({ applyAccept: false })
    await chooseSource(user, 'An .html file')
    const fileInput = screen.getByLabelText('HTML file')
    await user.upload(fileInput, new File(['plain'], 'notes.txt', { type: 'text/plain' }))
    await refusalSays('That file is not an .html file. Choose a file ending in .html or .htm.')

    await user.upload(fileInput, new File([pageHtml], 'shop.html', { type: 'text/html' }))
    // The chosen file, too, shows in a render after the upload (see refusalSays).
    expect(await screen.findByText('Chosen file:')).toHaveTextContent('Chosen file: shop.html')
    await user.click(checkButton())
    expect(await screen.findByRole('region', { name: 'Report for shop.html' })).toBeInTheDocument()
    expect(runCheck).toHaveBeenCalledWith(pageHtml)
  })

  it("checks one of the site's pages as served, and names it by its address", async () => {
    const fetchPage = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(pageHtml))
    const { user, router } = await render()
    await chooseSource(user, 'One of our pages')
    const page = screen.getByRole('combobox', { name: 'Page of this site' })
    expect(
      within(page)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Home (/)',
      'About (/about)',
      'Pricing (/pricing)',
      'Contact (/contact)',
      'Request an audit (/request-audit)',
      'This demo suite (/sandbox)',
    ])
    await user.selectOptions(page, 'Pricing (/pricing)')
    await user.click(checkButton())

    const report = await screen.findByRole('region', { name: 'Report for /pricing' })
    expect(fetchPage).toHaveBeenCalledWith('/pricing')
    expect(runCheck).toHaveBeenCalledWith(pageHtml)
    await user.click(
      within(report).getByRole('link', { name: 'Request an audit with this report' }),
    )
    expect(router.state.location.search).toMatchObject({
      appUrl: `${window.location.origin}/pricing`,
    })
  })

  it('says when a page of the site cannot be loaded, or the check cannot finish', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
    const { user } = await render()
    await chooseSource(user, 'One of our pages')
    await user.click(checkButton())
    expect(await screen.findByText(/could not be loaded/)).toHaveTextContent(
      'That page could not be loaded. Check your connection, or pick another page.',
    )
    expect(runCheck).not.toHaveBeenCalled()

    vi.mocked(runCheck).mockRejectedValue(new Error('The check timed out'))
    await chooseSource(user, 'Paste HTML')
    await checkPasted(user, pageHtml)
    expect(await screen.findByText(/could not finish/)).toHaveTextContent(
      'The check could not finish. Try again; if it fails again, the page may be too large or unusual for this tool.',
    )
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(checkButton()).toBeEnabled()
  })
})
