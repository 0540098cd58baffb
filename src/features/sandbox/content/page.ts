/** Copy of the /sandbox page around its demo widgets. */
import type { Severity } from '../model/scan-sample'

export const sandboxHero = {
  eyebrow: 'Free accessibility demo tools',
  title: 'Interactive Demo Suite',
  lead: 'Try how accessibility testing works for mobile apps and legal compliance: scan a sample app, hear a screen reader, check colour contrast and plan fixes.',
  notice:
    'Educational simulations only: these tools show how testing works and return sample results. They are not real compliance testing. Everything runs on your device; nothing you enter or upload is sent anywhere.',
} as const

export const mobileTabs = [
  { value: 'scanner', label: 'Scanner Demo' },
  { value: 'voice', label: 'Voice Demo' },
  { value: 'colors', label: 'Colors Demo' },
  { value: 'quick-colors', label: 'Quick Colors' },
  { value: 'testing', label: 'Testing Demo' },
  { value: 'ai', label: 'AI Demo' },
] as const

export type MobileTab = (typeof mobileTabs)[number]['value']

export const mobileSection = {
  id: 'mobile-demos',
  title: 'Mobile App Accessibility Demo Tools',
  lead: 'Six hands-on simulations of the checks our auditors run on iOS and Android apps.',
  tabsLabel: 'Mobile app accessibility demos',
} as const

export const legalSection = {
  id: 'legal-demos',
  title: 'Legal Compliance Demo Tools',
  lead: 'A sample legal analysis of the kind our compliance reports contain.',
  tabsLabel: 'Legal compliance demos',
  tab: { value: 'legal', label: 'Legal Analysis Demo' },
} as const

export const auditCta = {
  title: 'Ready for a real accessibility audit?',
  text: 'These demos only simulate testing. Our experts test your app by hand with VoiceOver, TalkBack and keyboard access, and deliver a compliance report with a remediation guide.',
  action: 'Request a Professional Audit',
  subject: 'Mobile App Accessibility Audit Request',
  body: [
    'Hello,',
    '',
    'I tried the accessibility demo tools and would like a professional accessibility audit of our mobile app.',
    '',
    'Company:',
    'App name:',
    'Platforms (iOS, Android or both):',
    'App store link:',
    '',
    'Thank you.',
  ].join('\n'),
  failureTitle: 'Error',
} as const

/** The own-page check's tab: what shows before its code has arrived (the rest: page-check.ts). */
export const pageCheckTab = {
  value: 'own-page',
  label: 'Check your own page',
  description:
    'A real automated check, not a simulation: paste a page’s HTML, drop an .html file or pick one of our pages, and axe-core (the engine behind Lighthouse’s accessibility audit) tests it against WCAG 2.1 A and AA, with best practices reported apart. It runs on your device, offline too: nothing you paste is sent anywhere.',
  loading: 'Loading the page check…',
  needsScript: 'The check runs in your browser and needs JavaScript, which is turned off.',
} as const

/** The sample scan's severities as the results table names them. */
export const severityLabels: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
}

export const voiceCopy = {
  description:
    'Hear how a screen reader announces a poorly labelled app, one step every 2 seconds, spoken by your browser with captions on screen.',
  captionsOnly: 'Your browser has no speech voice available, so this demo plays as captions only.',
  mute: 'Mute speech',
} as const
