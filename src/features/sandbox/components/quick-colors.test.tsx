import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { expectToast, shownToasts } from '@/test/toasts'
import { QuickColors } from './quick-colors'

// user-event's setup puts a clipboard of its own on `navigator`: what is copied can be read back.
const render = () => renderWithRouter(<QuickColors />, { route: '/(tools)/sandbox' })

describe('the quick colours check (/sandbox, Quick Colors)', () => {
  it('checks the pair against WCAG 2.1 as it is typed, and shows it on the phone', async () => {
    const { user } = await render()
    expect(screen.getByRole('status')).toHaveTextContent(/^Contrast ratio:21:1WCAG AAA/)
    expect(screen.getByText('Phone preview: #000000 text on #ffffff.')).toBeInTheDocument()

    const background = screen.getByRole('textbox', { name: 'Background Color' })
    await user.clear(background)
    await user.type(background, '#767676')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Contrast ratio:4.62:1WCAG AALarge text (18pt, or 14pt bold) needs 3:1: passes.',
    )
    expect(screen.getByText('Phone preview: #000000 text on #767676.')).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  it('copies each value to the clipboard and says so', async () => {
    const { user } = await render()
    const text = screen.getByRole('textbox', { name: 'Text Color' })
    await user.clear(text)
    await user.type(text, '1a2b3c')

    await user.click(screen.getByRole('button', { name: 'Copy Text Color' }))
    expect(await navigator.clipboard.readText()).toBe('#1a2b3c')
    await expectToast({
      title: 'Text Color Copied!',
      description: '#1a2b3c has been copied to your clipboard.',
    })

    await user.click(screen.getByRole('button', { name: 'Copy Background Color' }))
    expect(await navigator.clipboard.readText()).toBe('#ffffff')
    await expectToast({
      title: 'Background Color Copied!',
      description: '#ffffff has been copied to your clipboard.',
    })
  })

  it('asks to copy by hand when the clipboard refuses', async () => {
    const { user } = await render()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy Background Color' }))
    await expectToast({
      title: 'Copy failed',
      description: 'Select #ffffff and copy it by hand.',
      variant: 'destructive',
    })
    expect(await shownToasts()).toEqual(['Copy failed'])
  })
})
