/** Copy of the calculator itself (form and result); prices and choices live in model/. */
import type { ContactFieldsCopy } from '@/components/form/contact-fields'
import type {
  AddonOf,
  MobileQuoteDefinition,
  QuoteDefinition,
  Timeline,
  WebQuoteDefinition,
} from '../model/quote-definitions'

export interface CalculatorCopy<D extends QuoteDefinition> {
  /** What the estimate is for, in the mail's subject and greeting. */
  product: string
  formTitle: string
  size: { label: string; placeholder: string; unit: string; options: Record<number, string> }
  addonsLegend: string
  addons: Record<AddonOf<D>, string>
  timelines: Record<Timeline, string>
  additionalFeaturesHelp: string
}

export const mobileQuoteCopy: CalculatorCopy<MobileQuoteDefinition> = {
  product: 'Mobile App',
  formTitle: 'Your App Requirements',
  size: {
    label: 'Number of Screens',
    placeholder: 'Select number of screens',
    unit: 'screens',
    options: { 3: '3-5', 8: '6-10', 15: '11-20', 25: '20+' },
  },
  addonsLegend: 'Features',
  addons: {
    userAuth: 'User Authentication',
    pushNotifications: 'Push Notifications',
    paymentProcessing: 'Payment Processing',
    fileUploads: 'File Uploads',
    adminPanel: 'Admin Panel',
    storeSubmission: 'App Store Submission',
  },
  timelines: {
    rush: 'Rush (2-4 weeks)',
    standard: 'Standard (6-8 weeks)',
    flexible: 'Flexible (10+ weeks)',
  },
  additionalFeaturesHelp: 'Optional. Anything else your app should do.',
}

export const webQuoteCopy: CalculatorCopy<WebQuoteDefinition> = {
  product: 'Web App',
  formTitle: 'Your Web App Requirements',
  size: {
    label: 'Number of Pages',
    placeholder: 'Select number of pages',
    unit: 'pages',
    options: { 3: '1-3', 6: '4-8', 12: '9-15', 20: '15+' },
  },
  addonsLegend: 'Features',
  addons: {
    userAuth: 'User Authentication',
    ecommerce: 'E-commerce',
    paymentProcessing: 'Payment Processing',
    cms: 'Content Management',
    adminDashboard: 'Admin Dashboard',
    seoOptimization: 'SEO Optimization',
    responsiveDesign: 'Mobile Responsive Design',
  },
  timelines: {
    rush: 'Rush (1-3 weeks)',
    standard: 'Standard (4-6 weeks)',
    flexible: 'Flexible (8+ weeks)',
  },
  additionalFeaturesHelp: 'Optional. Anything else your web app should do.',
}

/** Copy both calculators share. */
export const quoteCopy = {
  apiIntegrations: {
    label: 'API Integrations',
    placeholder: 'Select number of integrations',
    options: { 0: 'None', 2: '2 integrations', 5: '5 integrations', 8: '8 integrations' },
  },
  timeline: { label: 'Timeline', placeholder: 'Select a timeline' },
  additionalFeatures: 'Additional Features',
  contactLegend: 'Contact Information',
  contactFields: {
    name: { label: 'Name' },
    email: { label: 'Email' },
    company: { label: 'Company', helperText: 'Optional.' },
  } satisfies ContactFieldsCopy,
  submit: 'Calculate Quote',
  /** Why Calculate Quote is disabled, shown beside it and announced. */
  missing: {
    'name-and-email': 'Enter your name and a valid email address to calculate your quote.',
    name: 'Enter your name to calculate your quote.',
    email: 'Enter a valid email address to calculate your quote.',
  },
  ready: 'Ready to calculate your quote.',
  result: {
    title: 'Your Preliminary Estimate',
    totalLabel: 'Preliminary estimate',
    breakdownCaption: 'How your estimate adds up',
    itemHeader: 'Item',
    amountHeader: 'Amount',
    total: 'Total',
    base: 'Base price',
    apiIntegrations: (count: number, each: string) => `API integrations (${count} × ${each})`,
    timeline: (label: string) => `Timeline: ${label}`,
    contactNote:
      'Email this estimate to us: your e-mail app opens with it ready to send. Send it and we will contact you within 24 hours to discuss your project and confirm the quote. Nothing is sent until you send the e-mail.',
    disclaimer:
      'This is a preliminary estimate based on your selections; the final price is agreed after a discovery call.',
    scheduleCall: 'Schedule Discovery Call',
    bookCallPath: '/book-call',
    modify: 'Modify Requirements',
    email: 'Email this estimate',
    print: 'Print or save as PDF',
    mailFailed: (email: string) => ({
      title: 'Error',
      description: `Please try again or email us directly at ${email}`,
    }),
    /** Printed above the estimate: who it is from and when. */
    printedOn: (date: string) => `Estimate prepared on ${date}`,
  },
  estimateMail: {
    subject: (product: string, total: string, name: string) =>
      `${product} estimate: ${total}${name ? ` for ${name}` : ''}`,
    greeting: (product: string) =>
      `Hello, I would like to discuss this ${product.toLowerCase()} estimate from your quote calculator.`,
    contactHeading: 'CONTACT',
    requirementsHeading: 'REQUIREMENTS AND ESTIMATE',
  },
} as const
