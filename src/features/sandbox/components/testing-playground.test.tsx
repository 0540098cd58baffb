import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { TestingPlayground } from './testing-playground'

const render = () => renderWithRouter(<TestingPlayground />, { route: '/(tools)/sandbox' })

type User = Awaited<ReturnType<typeof render>>['user']

const slider = (name: 'Font size' | 'Touch target size') => screen.getByRole('slider', { name })

/** Both verdicts as announced: the font size's, then the touch target's. */
const verdicts = () => screen.getAllByRole('status').map((status) => status.textContent)

// Ark's slider runs a key through its state machine's microtask queue, so the page's re-render can
// land after the key press resolves: what the page shows is awaited (waitFor), never read at once.

/** Moves a slider with the keyboard, as its thumb takes keys once focused. */
async function press(user: User, name: 'Font size' | 'Touch target size', keys: string) {
  await user.click(slider(name))
  await user.keyboard(keys)
}

describe('the accessibility testing playground (/sandbox, Testing Demo)', () => {
  it('starts at 16 px text and 44 px targets, both passing', async () => {
    await render()
    expect(slider('Font size')).toHaveAttribute('aria-valuenow', '16')
    expect(slider('Font size')).toHaveAttribute('aria-valuetext', '16px')
    expect(slider('Font size')).toHaveAttribute('aria-valuemin', '12')
    expect(slider('Font size')).toHaveAttribute('aria-valuemax', '24')
    expect(slider('Touch target size')).toHaveAttribute('aria-valuenow', '44')
    expect(slider('Touch target size')).toHaveAttribute('aria-valuemin', '30')
    expect(slider('Touch target size')).toHaveAttribute('aria-valuemax', '60')
    expect(verdicts()).toEqual(['WCAG Compliant', 'Mobile Accessible'])
    expect(
      screen.getByText('Sample text: your appointment is confirmed for Monday at 10:00 AM.'),
    ).toHaveStyle({ fontSize: '16px' })
  })

  it('calls text under 16 px too small, a pixel at a time, from 12 to 24 px', async () => {
    const { user } = await render()
    await press(user, 'Font size', '{ArrowLeft}')
    await waitFor(() => {
      expect(slider('Font size')).toHaveAttribute('aria-valuetext', '15px')
      expect(verdicts()).toEqual(['Too small for body text', 'Mobile Accessible'])
      expect(screen.getByText(/^Sample text:/)).toHaveStyle({ fontSize: '15px' })
    })

    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(verdicts()[0]).toBe('WCAG Compliant'))
    await user.keyboard('{Home}')
    await waitFor(() => expect(slider('Font size')).toHaveAttribute('aria-valuenow', '12'))
    await user.keyboard('{End}')
    await waitFor(() => {
      expect(slider('Font size')).toHaveAttribute('aria-valuenow', '24')
      expect(verdicts()[0]).toBe('WCAG Compliant')
    })
  })

  it('calls targets under 44 px too small to tap, in steps of 2 from 30 to 60 px', async () => {
    const { user } = await render()
    await press(user, 'Touch target size', '{ArrowLeft}')
    await waitFor(() => {
      expect(slider('Touch target size')).toHaveAttribute('aria-valuetext', '42px')
      expect(verdicts()).toEqual(['WCAG Compliant', 'Too small to tap reliably'])
      expect(
        screen.getByText('Sample target: 42 by 42 pixels. Apple and WCAG 2.5.5 ask for 44 by 44.'),
      ).toBeInTheDocument()
    })

    await user.keyboard('{Home}')
    await waitFor(() => expect(slider('Touch target size')).toHaveAttribute('aria-valuenow', '30'))
    await user.keyboard('{End}')
    await waitFor(() => {
      expect(slider('Touch target size')).toHaveAttribute('aria-valuenow', '60')
      expect(verdicts()[1]).toBe('Mobile Accessible')
      expect(screen.getByText(/^Sample target:/)).toHaveTextContent(
        'Sample target: 60 by 60 pixels.',
      )
    })
  })
})
