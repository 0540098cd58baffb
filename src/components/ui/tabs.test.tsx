import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs } from './tabs'

const items = [
  { value: 'one', label: 'One', content: <p>First panel text</p> },
  { value: 'two', label: 'Two', content: <button type="button">Inside two</button> },
  { value: 'three', label: 'Three', content: <p>Third panel text</p> },
]

describe('Tabs', () => {
  it('opens the first tab, and only the open tab is in the Tab order', () => {
    render(<Tabs items={items} label="Numbers" />)
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel text')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1')
    expect(screen.queryByRole('tabpanel', { name: 'Two' })).not.toBeInTheDocument()
  })

  it('opens a tab that is clicked', async () => {
    const user = userEvent.setup()
    render(<Tabs items={items} label="Numbers" />)
    await user.click(screen.getByRole('tab', { name: 'Three' }))
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Third panel text')
  })

  it('moves and opens with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup()
    render(<Tabs items={items} label="Numbers" />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBeVisible()
  })

  it('makes an open panel a tab stop only while it holds nothing focusable', async () => {
    const user = userEvent.setup()
    render(<Tabs items={items} label="Numbers" />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveFocus()
    await user.click(screen.getByRole('tab', { name: 'Two' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Inside two' })).toHaveFocus()
  })

  it('leaves the choice to its owner when controlled', async () => {
    const user = userEvent.setup()
    function Owner() {
      const [asked, setAsked] = useState<string[]>([])
      return (
        <>
          <Tabs
            items={items}
            label="Numbers"
            value="one"
            onValueChange={(next) => setAsked([...asked, next])}
          />
          <p>Asked for: {asked.join(', ')}</p>
        </>
      )
    }
    render(<Owner />)
    await user.click(screen.getByRole('tab', { name: 'Two' }))
    await user.click(screen.getByRole('tab', { name: 'One' }))
    expect(screen.getByText('Asked for: two')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
  })
})
