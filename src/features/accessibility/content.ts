/**
 * The accessibility statement, after GOV.UK's model statement and the W3C WAI generator. Every
 * claim names, in a comment, the test or check that backs it; what no test backs says so.
 */

export const ACCESSIBILITY_PATH = '/accessibility'

/** The day the statement was last checked against the test suite (YYYY-MM-DD). */
export const LAST_REVIEW = '2026-11-25'

export const statementHero = {
  eyebrow: 'Accessibility',
  title: 'Accessibility Statement',
  lead: 'We audit other people’s apps for accessibility, so our own website has to pass the same tests. This page says what it meets, how we check that, what does not work yet, and how to tell us about a barrier.',
} as const

export interface StatementSection {
  id: string
  title: string
  paragraphs: readonly string[]
  items?: readonly string[]
}

export const conformance: StatementSection = {
  id: 'conformance',
  title: 'Conformance status',
  paragraphs: [
    'We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This website is partially conformant: the pages and tools we build ourselves pass every automated WCAG 2.2 A and AA check we run, and the exceptions are the third-party and browser-dependent parts listed under known limitations.',
    'The statement covers every page of this website, the customer portal and the installed app. The Demo Suite and App Scan simulate other people’s apps: the sample apps, findings and colour pairs they show are deliberately flawed, because finding those flaws is what the demos teach. Those flaws are the demos’ subject, not barriers of this site; the controls around them are held to the same standard as every other page.',
  ],
}

export const testing: StatementSection = {
  id: 'testing',
  title: 'How we test this website',
  paragraphs: [
    // .ci/run: continuous integration runs `npm test`, the whole suite, e2e included.
    'These checks are part of our automated test suite, which our continuous integration runs in full.',
  ],
  items: [
    // e2e/accessibility.spec.ts (every route of the route tree, both schemes); .ci/run runs `npm test`.
    'axe-core checks every page against the WCAG 2.2 A and AA rules, target size among them, in light and in dark mode.',
    // e2e/accessibility.spec.ts (menus, forms with errors, portal tabs), e2e/sandbox-a11y-offline.spec.ts
    // (every demo tab and state), e2e/quote-calculators.spec.ts, e2e/marketing-automation.spec.ts
    // (dialogs), e2e/leads-*.spec.ts and e2e/page-check.spec.ts.
    'The same checks run on what a visitor opens: the navigation menus, the mobile menu, forms showing their errors, dialogs, every tab of the Demo Suite and of the portal, and quote results.',
    // e2e/phone-layout.spec.ts: every public route and every signed-in portal tab at 320 and 390 px.
    'Every page and every portal tab fits a screen 320 pixels wide without scrolling sideways (WCAG 1.4.10 Reflow).',
    // e2e/text-resize.spec.ts: /, /mobile-app-quote, /web-app-quote, /sandbox and /portal.
    'With text at 200% size, the home page, the quote calculators, the Demo Suite and the portal cut off no text and no control overlaps another.',
    // e2e/forced-colors.spec.ts.
    'In forced colours (Windows high contrast), the focus ring shows, and the selected tab, ticked options and status badges stay distinguishable by more than colour.',
    // e2e/routes.spec.ts (skip link), e2e/site-navigation.spec.ts (menu groups by keyboard),
    // e2e/mobile-menu.spec.ts (focus kept in and returned), e2e/page-check.spec.ts and
    // e2e/sandbox-demos.spec.ts (tools by keyboard).
    'Keyboard journeys: the skip link, the navigation menus, the mobile menu and the demo tools are used with the keyboard alone.',
    // e2e/no-javascript.spec.ts.
    'Every page shows its content with JavaScript switched off.',
  ],
}

export const notTested: StatementSection = {
  id: 'not-tested',
  title: 'What we do not test',
  paragraphs: [
    'Automated checks find only part of what WCAG asks. We say plainly what our suite does not cover:',
  ],
  items: [
    // No test drives a screen reader: nothing in e2e/ or .ci/ does.
    'No screen reader (JAWS, NVDA, VoiceOver, TalkBack) is used in our automated suite, and no release waits on a screen reader check.',
    // No test judges meaning: axe-core reports these as "needs review", which the suite does not fail on.
    'Whether text alternatives, headings, labels and error messages are meaningful needs a person to judge. No test checks that.',
    // Not in the suite: reduced motion is checked only for the request overlay's animation
    // (e2e/leads-website.spec.ts) and the toasts' timer (e2e/toast-timer.spec.ts).
    'Tabbing through every page, WCAG’s text-spacing override and reduced motion on every page are not part of every build.',
    // Playwright runs Chromium only (playwright.config.ts).
    'The suite runs in Chromium only, not in Safari or Firefox.',
    'This website has not been audited by an independent party.',
  ],
}

export const limitations: StatementSection = {
  id: 'limitations',
  title: 'Known limitations',
  paragraphs: [],
  items: [
    // e2e/marketing-contact.spec.ts: the map loads only when asked, and not offline.
    'The map on the contact page is embedded from OpenStreetMap, and we cannot vouch for its accessibility. It loads only when you ask for it; the address and a link to open the map in a new tab are there as text.',
    // e2e/voice-demo-speech.spec.ts: without a voice the demo plays as captions only.
    'The Voice Demo speaks with the voices your browser and system provide. Where there is none, it says so and plays as captions only; the voice, its accent and its speed are not ours to choose.',
    // WCAG_TAGS in src/features/sandbox/model/frame-script.ts: the 2.0 and 2.1 tags only.
    'Our page checker in the Demo Suite reports WCAG 2.1 A and AA findings only, not the rules WCAG 2.2 added.',
  ],
}

export const compatibility: StatementSection = {
  id: 'compatibility',
  title: 'Compatibility',
  paragraphs: [
    // Playwright's Chromium (playwright.config.ts); standard HTML, Ark UI's widgets and our tabs
    // (components/ui/tabs.tsx), which follow the WAI-ARIA patterns.
    'The site is built with standard HTML and WAI-ARIA patterns, so it is meant to work with current browsers and the assistive technologies that follow those standards. It is tested in Chromium, the engine of Chrome and Edge, at desktop and phone widths; other browsers and specific assistive technologies are not tested (see what we do not test).',
  ],
}

export const reportCopy = {
  id: 'report',
  title: 'Report a barrier',
  paragraphs: [
    'If something on this website does not work for you, or you need its content in another format, tell us. Say which page it was and what you were trying to do.',
  ],
  mailButton: 'Report a barrier by email',
  phoneLead: 'Or call us on',
  /** A commitment of ours, not a test claim: the same as the contact page's. */
  responseTime: 'We reply within one business day, as to every message.',
  mail: {
    subject: 'Accessibility barrier',
    pageLabel: 'Page address',
    prompts: [
      'What I was trying to do:',
      'What happened:',
      'My browser and assistive technology (if any):',
    ],
  },
} as const

export const review = {
  id: 'review',
  title: 'About this statement',
  paragraphs: [
    'The review ran the test suite described above and checked each claim on this page against the test behind it.',
  ],
  lastReviewed: 'This statement was last reviewed on',
} as const
