/** Copy and constants of the /real-scan page. */

/** Spec: accepted app files, several at once. */
export const ACCEPTED_EXTENSIONS = ['.ipa', '.apk', '.aab', '.zip'] as const
/** Stated on the page only; the spec enforces no size limit. */
export const STATED_MAX_FILE_SIZE = '500MB'
/** Spec: simulated upload progress rises 10 points every 200 ms to 100. */
export const UPLOAD_STEP_PERCENT = 10
export const UPLOAD_STEP_MS = 200
/** Spec: the simulated scan runs 3 seconds. */
export const SCAN_DURATION_MS = 3000
/** Upper bound handed to the file chooser; the spec allows several files at once. */
export const MAX_FILES_PER_CHOICE = 20

export const realScanHero = {
  eyebrow: 'App accessibility scanner',
  title: 'Scan Your Mobile App for Accessibility',
  lead: 'Choose your iOS or Android build and see how an automated accessibility scan starts. Our experts then confirm every finding by hand.',
  notice:
    'Demonstration: your files stay on your device. Nothing is uploaded or analysed, and the scan is simulated.',
} as const

export const uploadPanel = {
  title: 'Upload app files',
  label: 'Mobile app files',
  action: 'Choose app files or drop them here',
  hint: `Accepted: ${ACCEPTED_EXTENSIONS.join(', ')}, several at once. Maximum ${STATED_MAX_FILE_SIZE} per file.`,
  start: 'Start Accessibility Scan',
  scanning: 'Scanning Apps...',
  complete: 'Scan complete! Results would be displayed here in the real implementation.',
  progress: (percent: number) => `Upload progress: ${percent}%`,
  listLabel: 'Chosen app files',
  remove: 'Remove',
  removeFile: (name: string) => `Remove ${name}`,
} as const

export const benefits = {
  title: 'Why scan your app with us',
  items: [
    {
      title: 'iOS, Android and Flutter',
      text: 'One scan covers native iOS (.ipa), Android (.apk, .aab) and Flutter builds.',
    },
    {
      title: 'WCAG 2.1 AA and Section 508',
      text: 'Findings map to the success criteria regulators and courts use.',
    },
    {
      title: 'Checked by experts',
      text: 'Every automated finding is confirmed with VoiceOver, TalkBack and switch access.',
    },
    {
      title: 'A plan you can act on',
      text: 'Each issue comes with its severity, the affected screens and how to fix it.',
    },
  ],
} as const

export const websiteTeaser = {
  title: 'Need an accessible website too?',
  text: 'We build accessible, mobile-friendly websites for a $500 flat rate, delivered fast.',
  action: 'Explore Website Services',
} as const

export const nextSteps = {
  title: 'Next steps',
  pricing: 'See Audit Pricing',
  sandbox: 'Try the Free Demo Tools',
} as const
