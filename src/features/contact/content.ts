import type { ContactFieldsCopy } from '@/components/form/contact-fields'
import { siteConfig } from '@/lib/site/site-config'

/** Copy and messages of the contact page (messages: spec section 8). */

export const contactHero = {
  eyebrow: 'Contact us',
  title: "Let's Talk About Your Project",
  lead: 'Questions, quotes or a project you are ready to start: send us a message and a member of our team will reply within one business day.',
} as const

/** Told to screen readers after a link that opens another site in a new tab. */
const opensInNewTab = '(opens in a new tab)'

export const contactDetails = {
  title: 'Get in Touch',
  phoneTerm: 'Phone',
  emailTerm: 'Email',
  locationTerm: 'Location',
  hoursTerm: 'Hours',
  location: 'Dallas-Fort Worth',
  hours: siteConfig.openingHours.label,
  socialTitle: 'Follow us',
  socialLinkNote: opensInNewTab,
  social: [
    { label: 'LinkedIn', href: siteConfig.social.linkedin },
    { label: 'Facebook', href: siteConfig.social.facebook },
    { label: 'X (Twitter)', href: siteConfig.social.x },
  ],
} as const

export const contactMap = {
  title: 'Where we are',
  text: 'We work with clients across the Dallas-Fort Worth metroplex, in person or remotely, and with businesses across the United States online.',
  openLink: 'Open the map',
  /** Follows the link's text for screen readers. */
  openLinkNote: (place: string) => `of ${place} ${opensInNewTab}`,
  showButton: 'Show the map here',
  offlineNote: 'The map needs an internet connection. You are offline.',
  frameTitle: 'Map of the Dallas-Fort Worth area',
} as const

export const contactFormCopy = {
  title: 'Send Us a Message',
  lead: 'Fields marked with an asterisk are required. Sending opens your email app with your message ready to go.',
  message: { label: 'Message', placeholder: 'Tell us about your project, goals and timeline' },
  submit: 'Send Message',
  busy: 'Opening Email...',
  noScript: `Our form needs JavaScript. You can email us directly at ${siteConfig.email}.`,
  success: {
    title: 'Email client opened!',
    description:
      'Your default email client should open with a pre-filled message. Send it to submit your inquiry.',
  },
  failure: {
    title: 'Something went wrong.',
    description: `Please try again or email us directly at ${siteConfig.email}`,
  },
} as const

/** Who is writing, in the order the contact form asks. */
export const contactFormFields = {
  name: { label: 'Name' },
  email: { label: 'Email' },
  phone: { label: 'Phone' },
  company: { label: 'Company' },
} as const satisfies ContactFieldsCopy
