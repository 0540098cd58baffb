import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { expectToast, findToast, shownToasts } from '@/test/toasts'
import { ScannerDemo } from './scanner-demo'

const render = () =>
  renderWithRouter(<ScannerDemo active />, {
    route: '/(tools)/sandbox',
    userOptions: { advanceTimers: vi.advanceTimersByTime },
  })

const startScan = () => screen.getByRole('button', { name: 'Start Scan' })

/** The files the page saves: the link it clicks and the text behind it. */
function captureDownloads() {
  const blobs = new Map<string, Blob>()
  const saved: { name: string; blob: Blob | undefined }[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:report-${blobs.size}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href) })
  })
  return saved
}

describe('the scanner demo (/sandbox)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-03-04T16:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('asks for a URL or an image when there is neither, and does not scan', async () => {
    const { user } = await render()
    await user.click(startScan())
    await expectToast({
      title: 'Input Required',
      description: 'Please enter a URL or upload an image to scan.',
      variant: 'destructive',
    })
    expect(startScan()).toBeEnabled()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('scans a URL for 3 seconds, then shows the fixed sample and downloads it as markdown', async () => {
    const saved = captureDownloads()
    const { user } = await render()
    await user.type(
      screen.getByRole('textbox', { name: 'App or website URL' }),
      'https://shop.example',
    )
    await user.click(startScan())
    expect(screen.getByRole('button', { name: 'Scanning...' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Scanning https://shop.example for accessibility issues…',
    )
    await act(() => vi.advanceTimersByTimeAsync(2900))
    expect(screen.queryByRole('region', { name: /^Scan results/ })).not.toBeInTheDocument()
    expect(await shownToasts()).toEqual([])

    await act(() => vi.advanceTimersByTimeAsync(100))
    const results = screen.getByRole('region', { name: 'Scan results for https://shop.example' })
    expect(results).toHaveTextContent('67/100Needs Work28 issues found')
    const rows = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(rows).toEqual([
      'Low color contrast8VisualHigh',
      'Missing screen reader labels12Screen readerCritical',
      'Focus order problems5Keyboard and focusMedium',
      'Touch targets under 44px3MotorLow',
    ])
    await expectToast({
      title: 'Scan Complete!',
      description: 'Found 28 accessibility issues.',
      variant: 'success',
    })
    expect(startScan()).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Download Report' }))
    expect(saved.map((file) => file.name)).toEqual(['accessibility-report.md'])
    const report = await saved[0]?.blob?.text()
    expect(report).toContain('- **Scanned:** https://shop.example\n- **Date:** 2026-03-04')
    expect(report).toContain('- **Score:** 67/100 (Needs Work)\n- **Issues found:** 28')
    expect(report).toContain('| Missing screen reader labels | 12 | Screen reader | Critical |')
    await expectToast({
      title: 'Report Downloaded',
      description: 'accessibility-report.md has been saved to your downloads.',
      variant: 'success',
    })
  })

  it('scans an uploaded screenshot by its name, and needs input again once it is removed', async () => {
    const { user } = await render()
    const upload = screen.getByLabelText('Or upload a screenshot')
    await user.upload(upload, new File(['png'], 'home-screen.png', { type: 'image/png' }))
    await expectToast({
      title: 'Image Uploaded',
      description: 'home-screen.png is ready to scan.',
      variant: 'success',
    })
    expect(await screen.findByText(/Selected image:/)).toHaveTextContent(
      'Selected image: home-screen.png',
    )

    await user.click(screen.getByRole('button', { name: 'Remove image' }))
    expect(screen.queryByText(/Selected image:/)).not.toBeInTheDocument()
    await user.click(startScan())
    await findToast('Input Required')

    await user.upload(upload, new File(['png'], 'home-screen.png', { type: 'image/png' }))
    await screen.findByText(/Selected image:/)
    await user.click(startScan())
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(
      screen.getByRole('region', { name: 'Scan results for home-screen.png' }),
    ).toBeInTheDocument()
  })
})
