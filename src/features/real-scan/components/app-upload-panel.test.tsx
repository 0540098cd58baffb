import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { AppUploadPanel } from './app-upload-panel'

const appFile = (name: string) => new File(['x'], name)

describe('the app upload panel (/real-scan)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('lists the chosen app files after the simulated upload, then runs the simulated scan', async () => {
    const { user } = await renderWithRouter(<AppUploadPanel />, {
      route: '/(tools)/real-scan',
      userOptions: { advanceTimers: vi.advanceTimersByTime, applyAccept: false },
    })
    const scan = screen.getByRole('button', { name: 'Start Accessibility Scan' })
    expect(scan).toBeDisabled()
    await user.upload(screen.getByLabelText(/^Mobile app files/), [
      appFile('Banking.ipa'),
      appFile('readme.txt'),
      appFile('shop.apk'),
    ])
    // Ark's file control hands the files over from its state machine's microtask queue: what the
    // panel then shows renders in a later task, which can come after the upload resolves.
    expect(await screen.findByText(/Not added: readme\.txt/)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Upload progress: 0%' })).toBeInTheDocument()
    // Ten steps of 10 points, one every 200 ms.
    await act(() => vi.advanceTimersByTimeAsync(2000))
    const list = screen.getByRole('list', { name: 'Chosen app files' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)

    await user.click(scan)
    expect(screen.getByRole('button', { name: 'Scanning Apps...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Remove Banking.ipa' })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Scan complete! Results would be displayed here in the real implementation.',
    )
    await user.click(screen.getByRole('button', { name: 'Remove shop.apk' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
  })
})
