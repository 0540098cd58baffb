/** Spec: the voice demo advances one step every 2000 ms. */
export const VOICE_STEP_INTERVAL_MS = 2000

export interface ScreenReaderStep {
  /** What the user does. */
  gesture: string
  /** What the screen reader says. */
  speech: string
}

export interface ScreenReaderDemo {
  id: string
  name: string
  platform: string
  steps: readonly ScreenReaderStep[]
  /** Problems the walkthrough reveals. */
  issues: readonly string[]
}

export const screenReaderDemos: readonly ScreenReaderDemo[] = [
  {
    id: 'voiceover-banking',
    name: 'VoiceOver on a banking app',
    platform: 'iOS',
    steps: [
      { gesture: 'Open the app', speech: 'Bank. Sign in. Heading.' },
      { gesture: 'Swipe right', speech: 'Email address. Text field. Double-tap to edit.' },
      { gesture: 'Swipe right', speech: 'Secure text field. Double-tap to edit.' },
      { gesture: 'Swipe right', speech: 'Button.' },
      { gesture: 'Swipe right', speech: 'Image.' },
      { gesture: 'Double-tap', speech: 'Alert. Error.' },
    ],
    issues: [
      'The password field has no label: it is read as "Secure text field".',
      'The sign-in button is an icon without an accessible name: it is read as "Button".',
      'A decorative image is not hidden from VoiceOver.',
      'The error alert does not say what went wrong or how to fix it.',
    ],
  },
  {
    id: 'talkback-shopping',
    name: 'TalkBack on a shopping app',
    platform: 'Android',
    steps: [
      { gesture: 'Open the app', speech: 'Shop. Home.' },
      { gesture: 'Swipe right', speech: 'Search products. Edit box.' },
      { gesture: 'Swipe right', speech: 'Unlabelled, button.' },
      { gesture: 'Swipe right', speech: 'Running shoe, 59 dollars. Double-tap to activate.' },
      { gesture: 'Double-tap', speech: 'Added.' },
      { gesture: 'Swipe right', speech: 'Cart, 1 item. Button.' },
    ],
    issues: [
      'The filter button is unlabelled: TalkBack reads "Unlabelled, button".',
      'The confirmation "Added." does not say what was added or where.',
      'The screen title "Home" is not marked as a heading.',
    ],
  },
]
