import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Modal } from './modal'
import { Tabs } from './tabs'

let broken = true

function FragileWidget() {
  if (broken) throw new Error('The widget broke')
  return <p>Widget ready</p>
}

function DialogWithFragileContent() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Details">
        <FragileWidget />
      </Modal>
    </>
  )
}

describe('a widget that fails', () => {
  beforeEach(() => {
    broken = true
    // React reports the caught error on the console; what the visitor sees is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('takes only its own tab panel with it: the other tabs still work, and it can be retried', async () => {
    const user = userEvent.setup()
    render(
      <Tabs
        label="Tools"
        items={[
          { value: 'colours', label: 'Colours', content: <p>Colour tools</p> },
          { value: 'fragile', label: 'Fragile', content: <FragileWidget /> },
        ]}
      />,
    )
    await user.click(screen.getByRole('tab', { name: 'Fragile' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown. The rest of the page still works.',
    )
    await user.click(screen.getByRole('tab', { name: 'Colours' }))
    expect(screen.getByText('Colour tools')).toBeVisible()

    broken = false
    await user.click(screen.getByRole('tab', { name: 'Fragile' }))
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Widget ready')).toBeVisible()
  })

  it('stays inside its dialog, which can still be closed', async () => {
    const user = userEvent.setup()
    render(<DialogWithFragileContent />)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Details' })
    expect(dialog).toHaveTextContent('This part of the page could not be shown.')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Open details' })).toBeVisible()
  })
})
