/** The app types of the recommendations engine (spec) and what each platform asks for. */
export const appTypeIds = [
  'ios-native',
  'android-native',
  'react-native',
  'flutter',
  'pwa',
] as const
export type AppTypeId = (typeof appTypeIds)[number]

export interface Platform {
  label: string
  considerations: readonly { feature: string; description: string; implementation: string }[]
}

export const platforms: Record<AppTypeId, Platform> = {
  'ios-native': {
    label: 'iOS (Swift / SwiftUI)',
    considerations: [
      {
        feature: 'VoiceOver',
        description: 'Every element needs a label, trait and hint where useful.',
        implementation:
          'Set accessibilityLabel, accessibilityTraits and accessibilityHint; group related views.',
      },
      {
        feature: 'Dynamic Type',
        description: 'Text must grow with the system text size.',
        implementation:
          'Use text styles (.body, .headline) and test at the largest accessibility sizes.',
      },
    ],
  },
  'android-native': {
    label: 'Android (Kotlin / Jetpack Compose)',
    considerations: [
      {
        feature: 'TalkBack',
        description: 'Controls need content descriptions and roles.',
        implementation:
          'Use contentDescription and Modifier.semantics; merge descendants for list rows.',
      },
      {
        feature: 'Font scaling',
        description: 'Layouts must survive 200% font scale.',
        implementation: 'Size text in sp and avoid fixed heights on text containers.',
      },
    ],
  },
  'react-native': {
    label: 'React Native',
    considerations: [
      {
        feature: 'Accessibility props',
        description: 'Both screen readers read the same props.',
        implementation:
          'Set accessible, accessibilityLabel and accessibilityRole on custom touchables.',
      },
      {
        feature: 'Focus after navigation',
        description: 'Screen changes must move focus to the new content.',
        implementation:
          'Call AccessibilityInfo.setAccessibilityFocus on the screen title after navigation.',
      },
    ],
  },
  flutter: {
    label: 'Flutter',
    considerations: [
      {
        feature: 'Semantics tree',
        description: 'Custom widgets are invisible to screen readers without semantics.',
        implementation: 'Wrap custom controls in Semantics with label, button and value.',
      },
      {
        feature: 'Text scaling',
        description: 'Respect the platform text scale factor.',
        implementation:
          'Avoid fixed-size containers around text; test with MediaQuery textScaler at 2.0.',
      },
    ],
  },
  pwa: {
    label: 'Progressive web app',
    considerations: [
      {
        feature: 'Semantic HTML and ARIA',
        description: 'Native elements give roles and keyboard support for free.',
        implementation:
          'Use button, a and form controls; add ARIA only for custom widgets, per the APG patterns.',
      },
      {
        feature: 'Offline and update messages',
        description: 'Status changes must be announced.',
        implementation: 'Announce offline and update prompts in a polite live region.',
      },
    ],
  },
}
