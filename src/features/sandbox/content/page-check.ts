/** Copy of the "Check your own page" tool (the rest of the page: page.ts). */
import type { Impact } from '../model/axe-outcome'

export const pageCheckCopy = {
  sourceLegend: 'What to check',
  sources: { paste: 'Paste HTML', file: 'An .html file', site: 'One of our pages' },
  pasteLabel: 'HTML of the page',
  pasteHint:
    'Scripts in it never run and it loads nothing from the network: images, fonts and stylesheets it links to are not fetched. Its own <style> elements and style attributes are applied.',
  fileLabel: 'HTML file',
  fileAction: 'Choose an .html file or drop it here',
  fileHint: 'The file stays on your device.',
  chosenFile: 'Chosen file:',
  siteLabel: 'Page of this site',
  check: 'Check the page',
  checking: 'Checking…',
  preparing: 'Loading the checker…',
  running: 'Checking the page…',
  complete: (score: number, issues: number, elements: number, bestPractices: number) =>
    `Check complete: score ${score}/100, ${issues} WCAG issues on ${elements} elements, ${bestPractices} best-practice issues.`,
  emptyInput: 'Paste some HTML, choose a file or pick a page first.',
  tooLarge: (limit: string) =>
    `This page is larger than ${limit}, the most the check takes. Check a smaller page, or a part of it.`,
  tooManyElements: (limit: string) =>
    `This page has more than ${limit} elements, the most the check takes. Check a smaller page, or a part of it.`,
  tooDeep: (limit: number) =>
    `This page nests elements more than ${limit} levels deep, the most the check takes. Check a part of it.`,
  notHtml: 'That file is not an .html file. Choose a file ending in .html or .htm.',
  failed:
    'The check could not finish. Try again; if it fails again, the page may be too large or unusual for this tool.',
  sitePageFailed: 'That page could not be loaded. Check your connection, or pick another page.',
} as const

/** Pages of this site the visitor can check, by path. */
export const sitePages = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/contact', label: 'Contact' },
  { path: '/request-audit', label: 'Request an audit' },
  { path: '/sandbox', label: 'This demo suite' },
] as const

/** axe-core's impact levels as the report names them. */
export const impactLabels: Record<Impact, string> = {
  critical: 'Critical',
  serious: 'Serious',
  moderate: 'Moderate',
  minor: 'Minor',
}

export const reportCopy = {
  heading: (page: string) => `Report for ${page}`,
  scoreFormula:
    'Score = WCAG rules passed ÷ (WCAG rules passed + WCAG rules failed) × 100, rounded. A rule that fails on any element counts as failed. Only WCAG 2.1 A and AA rules that apply to the page count; best practices and checks that need a person do not.',
  rulesPassed: 'WCAG rules passed',
  rulesFailed: 'WCAG rules failed',
  elementsFailing: 'Elements with WCAG issues',
  needsReview: 'Checks that need a person',
  byImpact: 'Failing elements by impact',
  wcagHeading: 'WCAG 2.1 A and AA findings',
  noWcagFindings: 'No WCAG 2.1 A or AA rule failed on this page.',
  bestPracticeHeading: 'Best practices (not WCAG requirements, not scored)',
  noBestPracticeFindings: 'No best-practice rule failed.',
  level: (level: string) => `Level ${level}`,
  impact: 'Impact',
  fix: 'How to fix',
  elements: 'Affected elements',
  learnMore: 'Rule details on dequeuniversity.com',
  downloadMarkdown: 'Download report (Markdown)',
  downloadJson: 'Download report (JSON)',
  print: 'Print report',
  sendToUs: 'Request an audit with this report',
  downloaded: 'Report Downloaded',
  limitsHeading: 'What an automated check cannot find',
  limits:
    'Automated tools find roughly a third of WCAG issues. The rest need a person: whether alt text describes the image, whether the reading and focus order make sense, whether a screen reader user can finish a task, whether captions and error messages help. A clean result here is a good start, not a compliance statement.',
  auditLink: 'Get a professional audit',
  auditPath: '/professional-audit',
} as const

/** Report file names, without and with the extension the format adds. */
export const REPORT_BASE_NAME = 'accessibility-check'

/** A plain-language fix for the rules visitors meet most; other rules use axe-core's advice. */
export const plainFixes: Readonly<Record<string, string>> = {
  'image-alt':
    'Give the image an alt attribute that says what it shows or does. If it is decoration only, use alt="".',
  label:
    'Give the field a visible <label> tied to it (for="its id"), or wrap the field in the label.',
  'color-contrast':
    'Darken the text or lighten its background until the contrast is at least 4.5:1 (3:1 for large text).',
  'link-name': 'Put text in the link, or give an icon link an aria-label that says where it goes.',
  'button-name':
    'Put text in the button, or give an icon button an aria-label saying what it does.',
  'html-has-lang': 'Add the page’s language to the html element, for example <html lang="en">.',
  'document-title': 'Add a <title> in the head that says what the page is about.',
  'heading-order': 'Do not skip heading levels: follow an h2 with an h3, not an h4.',
  'page-has-heading-one': 'Start the page’s main content with one h1 naming the page.',
  'landmark-one-main': 'Wrap the page’s main content in one <main> element.',
  region: 'Put all content inside landmarks: header, nav, main, footer.',
  list: 'A <ul> or <ol> may only contain <li> elements (and script or template).',
  listitem: 'Put every <li> inside a <ul> or <ol>.',
  'select-name': 'Give the select a visible <label> tied to it.',
  'frame-title': 'Give the iframe a title attribute that says what it contains.',
  'duplicate-id-aria': 'Give every element that labels or describes another a unique id.',
  'aria-required-attr': 'Add the ARIA attributes the role needs, or use the native HTML element.',
  'meta-viewport':
    'Remove user-scalable=no and maximum-scale from the viewport meta: let people zoom.',
}

export const auditRequest = {
  summary: (page: string, score: number) =>
    `I checked ${page} with your free accessibility tool: score ${score}/100.`,
  findingsHeading: 'Findings of the automated check:',
  noFindings: '- none',
  closing: 'Please audit it in full, including what an automated check cannot find.',
} as const
