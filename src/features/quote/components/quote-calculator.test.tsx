import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { QuoteDefinition } from '../model/quote-definitions'
import type { QuoteSearch } from '../model/quote-search'
import { QuoteCalculator } from './quote-calculator'

type Search = QuoteSearch<QuoteDefinition>

/** The calculator with its search held in state, as the route holds it in the URL. */
function renderCalculator(initial: Search = {}) {
  const changes: { search: Search; replace: boolean }[] = []
  const browser: { go: (search: Search) => void } = { go: () => undefined }
  function Harness() {
    const [search, setSearch] = useState(initial)
    useEffect(() => {
      browser.go = setSearch
    }, [])
    return (
      <QuoteCalculator
        kind="mobile"
        search={search}
        onSearchChange={(next, replace) => {
          changes.push({ search: next, replace })
          setSearch(next)
        }}
      />
    )
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Harness }),
    history: createMemoryHistory(),
  })
  render(<RouterProvider router={router} />)
  return { changes, browser }
}

// Typing and clicking through a whole form takes a while on a busy machine.
describe('QuoteCalculator', { timeout: 20_000 }, () => {
  it('keeps Calculate Quote disabled until a name and valid email, then shows the quote', async () => {
    const user = userEvent.setup()
    const { changes } = renderCalculator()
    const calculate = await screen.findByRole('button', { name: 'Calculate Quote' })
    expect(calculate).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enter your name and a valid email address to calculate your quote.',
    )

    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of Screens' }), '8')
    expect(changes.at(-1)).toEqual({ search: { screens: 8 }, replace: true })
    await user.click(screen.getByRole('checkbox', { name: 'User Authentication' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), 'rush')
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ann')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example')
    expect(calculate).toBeDisabled()
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), '.com')
    expect(calculate).toBeEnabled()
    expect(screen.getByRole('status')).toHaveTextContent('Ready to calculate your quote.')

    await user.click(calculate)
    const result = await screen.findByRole('region', { name: 'Your Preliminary Estimate' })
    expect(changes.at(-1)).toEqual({
      search: { screens: 8, userAuth: true, timeline: 'rush', view: 'result' },
      replace: false,
    })
    expect(JSON.stringify(changes)).not.toMatch(/Ann|example/)
    expect(within(result).getAllByText('$4,750')).toHaveLength(2)
    expect(within(result).getByRole('heading', { name: 'Your Preliminary Estimate' })).toHaveFocus()

    await user.click(within(result).getByRole('button', { name: 'Modify Requirements' }))
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Ann')
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ann@example.com')
    expect(screen.getByRole('combobox', { name: 'Number of Screens' })).toHaveValue('8')
    expect(screen.getByRole('checkbox', { name: 'User Authentication' })).toBeChecked()
  })

  it('shows the quote of a loaded URL, and follows Back and Forward without losing entries', async () => {
    const user = userEvent.setup()
    const { browser } = renderCalculator({ screens: 25, adminPanel: true, view: 'result' })
    const result = await screen.findByRole('region', { name: 'Your Preliminary Estimate' })
    expect(within(result).getAllByText('$5,200')).toHaveLength(2)
    expect(
      within(result).getByRole('heading', { name: 'Your Preliminary Estimate' }),
    ).not.toHaveFocus()

    act(() => browser.go({ screens: 3 }))
    expect(await screen.findByRole('combobox', { name: 'Number of Screens' })).toHaveValue('3')
    expect(screen.getByRole('checkbox', { name: 'Admin Panel' })).not.toBeChecked()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bo')

    act(() => browser.go({ screens: 15, fileUploads: true }))
    expect(screen.getByRole('combobox', { name: 'Number of Screens' })).toHaveValue('15')
    expect(screen.getByRole('checkbox', { name: 'File Uploads' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Bo')
  })
})
