import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectToast, findToast } from '@/test/toasts'
import { notify, Toaster, TOAST_LIMIT } from './toast'

describe('toasts', () => {
  it('shows a title and a description in a live region, with an optional action', async () => {
    render(<Toaster />)
    const onClick = vi.fn()
    notify({
      title: 'Saved',
      description: 'Your changes are kept.',
      action: { label: 'Undo', onClick },
    })
    // The region shows before its first toast does: wait for the toast itself.
    await expectToast({ title: 'Saved', description: 'Your changes are kept.' })
    await userEvent.click(within(await findToast('Saved')).getByRole('button', { name: 'Undo' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('shows destructive toasts as alerts', async () => {
    render(<Toaster />)
    notify({ title: 'Failed to send request', variant: 'destructive' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to send request')
  })

  it(`shows at most ${TOAST_LIMIT} toasts at once`, async () => {
    render(<Toaster />)
    for (let index = 1; index <= TOAST_LIMIT + 2; index++) notify({ title: `Message ${index}` })
    await screen.findByText(`Message ${TOAST_LIMIT}`)
    await waitFor(() => {
      expect(screen.queryAllByText(/^Message \d$/)).toHaveLength(TOAST_LIMIT)
    })
  })
})
