/** Words of the two colour demos (Colors Demo and Quick Colors) and their shared fields. */

export const colourFieldCopy = {
  background: 'Background Color',
  text: 'Text Color',
  picker: (label: string) => `${label} picker`,
  copy: 'Copy',
  copyLabel: (label: string) => `Copy ${label}`,
  copied: (label: string) => `${label} Copied!`,
  copiedDetail: (value: string) => `${value} has been copied to your clipboard.`,
  copyFailed: 'Copy failed',
  copyFailedDetail: (value: string) => `Select ${value} and copy it by hand.`,
  notAColour: (text: string, example: string) =>
    `“${text}” is not a colour. Enter a hex code such as ${example}; the last valid colour is kept.`,
  contrast: 'Contrast ratio',
} as const

export const colourCheckerCopy = {
  title: 'Mobile App Color Checker',
  description:
    "Check contrast for your app's colours and preview them as people with colour blindness see them.",
  visionLegend: 'Color vision',
  seenContrast: (mode: string) => `Contrast as seen with ${mode}`,
  preview: (mode: string, text: string, background: string) =>
    `Mobile preview with ${mode.toLowerCase()}: ${text} text on ${background}.`,
} as const

export const quickColoursCopy = {
  title: 'Quick Colors',
  description: 'Check a text and background pair against WCAG 2.1 and copy the values.',
  preview: (text: string, background: string) => `Phone preview: ${text} text on ${background}.`,
} as const
