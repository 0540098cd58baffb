/** Copy of the API documentation page (accessibility-site.md 2, 3, 7). */

export const apiDocsHero = {
  eyebrow: 'Accessibility API',
  title: 'Accessibility API Documentation',
  lead: 'Check colour contrast, validate compliance and scan pages from your own tools and pipelines with three JSON endpoints.',
} as const

export const authentication = {
  title: 'Authentication',
  text: 'Every request carries your API key as a bearer token and sends a JSON body.',
  headers: 'Authorization: Bearer YOUR_API_KEY\nContent-Type: application/json',
  headersCaption: 'Request headers',
} as const

export const endpointsSection = {
  title: 'Endpoints',
  requestCaption: (endpointName: string) => `${endpointName} request`,
  responseCaption: (endpointName: string) => `${endpointName} response`,
} as const

export interface ApiEndpoint {
  id: string
  name: string
  method: 'POST'
  path: string
  description: string
  request: string
  response: string
}

export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    id: 'compliance-check',
    name: 'Compliance Check',
    method: 'POST',
    path: '/api/v1/compliance-check',
    description:
      'Validates a single element or a snippet of markup against WCAG 2.1 AA and Section 508.',
    request: JSON.stringify(
      {
        html: '<button><img src="send.png"></button>',
        standards: ['wcag21aa', 'section508'],
      },
      null,
      2,
    ),
    response: JSON.stringify(
      {
        compliant: false,
        issues: [
          {
            rule: 'button-name',
            severity: 'critical',
            message: 'Buttons must have discernible text',
          },
        ],
      },
      null,
      2,
    ),
  },
  {
    id: 'color-contrast',
    name: 'Color Contrast',
    method: 'POST',
    path: '/api/v1/color-contrast',
    description:
      'Returns the contrast ratio of a foreground and a background colour and whether it passes WCAG AA and AAA for normal and large text.',
    request: JSON.stringify({ foreground: '#767676', background: '#ffffff' }, null, 2),
    response: JSON.stringify(
      {
        contrast_ratio: 4.54,
        wcag_aa_normal: true,
        wcag_aa_large: true,
        wcag_aaa_normal: false,
        wcag_aaa_large: true,
      },
      null,
      2,
    ),
  },
  {
    id: 'accessibility-scan',
    name: 'Accessibility Scan',
    method: 'POST',
    path: '/api/v1/accessibility-scan',
    description: 'Scans a whole page by URL and lists every issue found, grouped by severity.',
    request: JSON.stringify({ url: 'https://www.example.com/' }, null, 2),
    response: JSON.stringify(
      {
        url: 'https://www.example.com/',
        score: 87,
        elements_checked: 214,
        issues: { critical: 1, serious: 3, moderate: 6, minor: 2 },
      },
      null,
      2,
    ),
  },
]

export const quickStart = {
  title: 'Quick Start',
  /** Names a step's code sample. */
  stepCaption: (stepNumber: number, stepTitle: string) => `Step ${stepNumber}: ${stepTitle}`,
  steps: [
    {
      title: 'Get your API key',
      text: 'Sign up for an API account and copy your key from the dashboard.',
      link: { label: 'Get an API key' },
    },
    {
      title: 'Make your first request',
      text: 'Send two colours to the color-contrast endpoint:',
      code: [
        'curl -X POST https://api.example.com/api/v1/color-contrast \\',
        '  -H "Authorization: Bearer YOUR_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        '  -d \'{"foreground": "#767676", "background": "#ffffff"}\'',
      ].join('\n'),
    },
    {
      title: 'Handle the response',
      text: 'Read the ratio and the pass flags from the JSON answer:',
      code: [
        'const result = await response.json()',
        'if (!result.wcag_aa_normal) {',
        '  console.warn(`Contrast ${result.contrast_ratio}:1 fails WCAG AA`)',
        '}',
      ].join('\n'),
    },
  ],
} as const

export const docsLinks = [
  { label: 'View API Pricing', to: '/api-pricing', emphasis: 'solid' },
  { label: 'Contact Us', to: '/contact', emphasis: 'outline' },
] as const

export const codeBlockLabels = {
  /** Followed by the sample's caption for screen readers. */
  copyButton: 'Copy',
} as const

export const copyToasts = {
  copied: (what: string) => ({
    title: 'Copied!',
    description: `${what} has been copied to your clipboard.`,
  }),
  failed: {
    title: 'Copy failed',
    description: 'Your browser did not allow copying. Select the code and copy it by hand.',
  },
} as const
