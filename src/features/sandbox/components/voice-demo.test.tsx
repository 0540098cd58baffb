import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { expectToast, shownToasts } from '@/test/toasts'
import { VoiceDemo } from './voice-demo'

// The test DOM has no `speechSynthesis`, as a browser without a speech engine: the demo says it
// plays as captions only, and every step is read from the captions, as such a visitor reads it.
const render = (active = true) =>
  renderWithRouter(<VoiceDemo active={active} />, {
    route: '/(tools)/sandbox',
    userOptions: { advanceTimers: vi.advanceTimersByTime },
  })

const button = (name: 'Start Demo' | 'Pause' | 'Resume' | 'Reset' | 'Mute speech') =>
  screen.getByRole('button', { name })

/** The caption of the step being played, as the live region announces it. */
const caption = () => screen.getByText(/^(Press Start Demo|Step \d of \d)/)

const currentStep = () => screen.queryByRole('listitem', { current: 'step' })?.textContent

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Lets `count` steps of 2 seconds pass; each step's timer starts once the previous one shows. */
async function waitSteps(count: number) {
  for (let step = 0; step < count; step += 1) await wait(2000)
}

describe('the voice assistant simulator (/sandbox, Voice Demo)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => vi.useRealTimers())

  it('says it plays as captions only, and waits for Start Demo', async () => {
    await render()
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your browser has no speech voice available, so this demo plays as captions only.',
    )
    expect(caption()).toHaveTextContent('Press Start Demo to hear the walkthrough.')
    expect(button('Pause')).toBeDisabled()
    expect(currentStep()).toBeUndefined()
    await waitSteps(2)
    expect(caption()).toHaveTextContent('Press Start Demo to hear the walkthrough.')
  })

  it('plays a step every 2 seconds and stops on the last one with a toast', async () => {
    const { user } = await render()
    await user.click(button('Start Demo'))
    expect(caption()).toHaveTextContent(
      'Step 1 of 6. Open the app. Screen reader says: “Bank. Sign in. Heading.”',
    )
    expect(currentStep()).toBe('Open the app: “Bank. Sign in. Heading.”')

    await wait(1900)
    expect(caption()).toHaveTextContent(/^Step 1 of 6/)
    await wait(100)
    expect(caption()).toHaveTextContent(
      'Step 2 of 6. Swipe right. Screen reader says: “Email address. Text field. Double-tap to edit.”',
    )
    await waitSteps(3)
    expect(caption()).toHaveTextContent(/^Step 5 of 6/)
    expect(await shownToasts()).toEqual([])

    await waitSteps(1)
    expect(caption()).toHaveTextContent(
      'Step 6 of 6. Double-tap. Screen reader says: “Alert. Error.”',
    )
    await expectToast({
      title: 'Demo Complete',
      description: 'You heard every step of VoiceOver on a banking app.',
      variant: 'success',
    })
    expect(await shownToasts()).toEqual(['Demo Complete'])
    expect(button('Pause')).toBeDisabled()
    await waitSteps(2)
    expect(caption()).toHaveTextContent(/^Step 6 of 6/)
  })

  it('pauses and resumes where it was, and resets to the start', async () => {
    const { user } = await render()
    await user.click(button('Start Demo'))
    await waitSteps(1)
    await user.click(button('Pause'))
    await expectToast({ title: 'Paused' })
    await waitSteps(3)
    expect(caption()).toHaveTextContent(/^Step 2 of 6/)

    await user.click(button('Resume'))
    await expectToast({ title: 'Resumed' })
    expect(button('Pause')).toBeEnabled()
    await waitSteps(1)
    expect(caption()).toHaveTextContent(/^Step 3 of 6/)

    await user.click(button('Reset'))
    await expectToast({ title: 'Demo Reset' })
    expect(caption()).toHaveTextContent('Press Start Demo to hear the walkthrough.')
    expect(currentStep()).toBeUndefined()
    await waitSteps(1)
    expect(caption()).toHaveTextContent('Press Start Demo to hear the walkthrough.')
  })

  it('plays the chosen demo with its issues, and keeps the captions when muted', async () => {
    const { user } = await render()
    await user.click(screen.getByRole('radio', { name: 'TalkBack on a shopping app (Android)' }))
    expect(screen.getByRole('list', { name: 'Steps of TalkBack on a shopping app' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Issues this walkthrough reveals 3' })).toBeVisible()
    expect(
      screen.getByText('The filter button is unlabelled: TalkBack reads "Unlabelled, button".'),
    ).toBeInTheDocument()

    await user.click(button('Mute speech'))
    expect(button('Mute speech')).toHaveAttribute('aria-pressed', 'true')
    await user.click(button('Start Demo'))
    await waitSteps(2)
    expect(caption()).toHaveTextContent(
      'Step 3 of 6. Swipe right. Screen reader says: “Unlabelled, button.”',
    )
  })

  it('holds the walkthrough while its tab is not shown', async () => {
    const { user } = await render(false)
    await user.click(button('Start Demo'))
    await waitSteps(3)
    expect(caption()).toHaveTextContent(/^Step 1 of 6/)
  })
})
