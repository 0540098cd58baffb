import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'

const items = [
  { value: 'one', title: 'First question', content: <p>First answer</p> },
  { value: 'two', title: 'Second question', content: <p>Second answer</p> },
  { value: 'three', title: 'Third question', content: <p>Third answer</p> },
]

const question = (name: string) => screen.getByRole('button', { name })

describe('Accordion', () => {
  it('shows every question closed, each a button in a heading', () => {
    render(<Accordion items={items} />)
    for (const { title } of items) {
      expect(screen.getByRole('heading', { name: title })).toContainElement(question(title))
      expect(question(title)).toHaveAttribute('aria-expanded', 'false')
    }
    expect(screen.queryByText('First answer')).not.toBeVisible()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('opens one answer at a time, named by its question, and closes it on a second press', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(question('First question'))
    expect(question('First question')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer')
    expect(question('First question')).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region').id,
    )

    await user.click(question('Second question'))
    expect(question('First question')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('First answer')).not.toBeVisible()
    expect(screen.getByRole('region', { name: 'Second question' })).toBeVisible()

    await user.click(question('Second question'))
    expect(question('Second question')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('moves the focus with the arrow keys, wrapping, and with Home and End, opening nothing', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.tab()
    expect(question('First question')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(question('Third question')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(question('First question')).toHaveFocus()
    await user.keyboard('{End}')
    expect(question('Third question')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(question('First question')).toHaveFocus()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()

    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('region', { name: 'Second question' })).toBeVisible()
    await user.keyboard(' ')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('leaves the Tab key to the page', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Accordion items={items} />
        <button type="button">After</button>
      </>,
    )
    await user.tab()
    await user.tab()
    expect(question('Second question')).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })
})
