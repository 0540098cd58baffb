import type { ContactFieldsCopy } from '@/components/form/contact-fields'

/** Copy and the seven open positions of the careers page (accessibility-site.md 2, 3, 5, 9). */

export interface JobPosition {
  id: string
  title: string
  department: string
  location: string
  type: string
  description: string
  requirements: readonly string[]
}

export const careersHeader = {
  badgeLabel: 'Careers',
  title: 'Join Our Team',
  lead: 'We build accessible websites, apps and secure software for government and enterprise clients. Help us make technology work for everyone.',
  searchLabel: 'Search positions',
  searchPlaceholder: 'Search positions...',
  empty: 'No positions matching your search.',
} as const

export const positionList = {
  title: 'Open positions',
  /** Announced as the search narrows the list. */
  count: (count: number) => (count === 1 ? '1 position' : `${count} positions`),
  viewButton: 'View Details',
  /** The view button's accessible name, which says which position it opens. */
  viewButtonLabel: (positionTitle: string) => `View Details: ${positionTitle}`,
} as const

export const jobPositions: readonly JobPosition[] = [
  {
    id: 'proposal-manager',
    title: 'Proposal Manager',
    department: 'Business Development',
    location: 'Remote / Dallas',
    type: 'Full-time',
    description:
      'Lead our responses to government and enterprise solicitations, from the bid decision to the final submission.',
    requirements: [
      '5+ years writing federal or state proposals',
      'Experience with Shipley or a similar process',
      'Excellent writing and editing skills',
      'Ability to manage several deadlines at once',
    ],
  },
  {
    id: 'ui-ux-designer',
    title: 'UI/UX Designer',
    department: 'Design',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Design accessible interfaces for web and mobile products, from research and wireframes to polished design systems.',
    requirements: [
      '3+ years of product design experience',
      'A portfolio of shipped web or mobile work',
      'Working knowledge of WCAG 2.1 AA',
      'Fluency in Figma and prototyping',
    ],
  },
  {
    id: 'security-solutions-architect',
    title: 'Security Solutions Architect',
    department: 'Engineering',
    location: 'Washington DC',
    type: 'Full-time',
    description:
      'Design secure cloud architectures for public sector clients and guide teams through FedRAMP and NIST controls.',
    requirements: [
      '7+ years in security engineering or architecture',
      'Experience with NIST 800-53 and FedRAMP',
      'AWS or Azure certification',
      'Ability to obtain a public trust clearance',
    ],
  },
  {
    id: 'senior-business-development-executive',
    title: 'Senior Business Development Executive',
    department: 'Business Development',
    location: 'Dallas',
    type: 'Full-time',
    description:
      'Grow our relationships with agencies and enterprise accounts across Texas and the southwest.',
    requirements: [
      '8+ years selling technology services',
      'An established network in the public sector',
      'A track record of closing multi-year contracts',
      'Willingness to travel within the region',
    ],
  },
  {
    id: 'data-scientist',
    title: 'Data Scientist',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    description:
      'Build the models behind our AI design and automation services, from data pipelines to deployed predictions.',
    requirements: [
      '3+ years in applied machine learning',
      'Strong Python and SQL',
      'Experience deploying models to production',
      'Clear communication with non-technical clients',
    ],
  },
  {
    id: 'local-sales-rep',
    title: 'Local Sales Rep',
    department: 'Sales',
    location: 'Dallas / Fort Worth',
    type: 'Full-time',
    description:
      'Help small businesses in the Dallas-Fort Worth area get their websites and apps built fast.',
    requirements: [
      '2+ years in B2B or local sales',
      'Comfort with cold outreach and in-person visits',
      'A reliable vehicle and a valid driver licence',
      'Organised pipeline habits in a CRM',
    ],
  },
  {
    id: 'b2b-marketing-lead',
    title: 'B2B Marketing Lead',
    department: 'Marketing',
    location: 'Remote / Dallas',
    type: 'Full-time',
    description:
      'Own our demand generation: campaigns, content and events that reach technology buyers in government and enterprise.',
    requirements: [
      '5+ years in B2B marketing',
      'Experience with account-based marketing',
      'Hands-on skill with marketing automation tools',
      'A data-driven approach to budgets and results',
    ],
  },
]

export const jobDetailsCopy = {
  departmentTerm: 'Department',
  locationTerm: 'Location',
  typeTerm: 'Type',
  aboutHeading: 'About the role',
  requirementsHeading: 'Requirements',
} as const

export const applicationCopy = {
  apply: 'Apply Now',
  dialogTitle: (title: string) => `Apply for ${title}`,
  dialogDescription: 'Fill in your details and attach your resume. Fields marked * are required.',
  resumeLabel: 'Resume',
  resumeHint: 'PDF, DOC or DOCX, max 5MB.',
  resumeAction: 'Choose your resume or drop it here',
  resumeChosen: 'Chosen file:',
  resumeRemove: 'Remove file',
  submit: 'Submit Application',
  busy: 'Submitting...',
} as const

/** The applicant's details, in the order the application form asks for them. */
export const applicationContactFields = {
  name: { label: 'Full Name' },
  email: { label: 'Email Address' },
  phone: { label: 'Phone Number' },
} as const satisfies ContactFieldsCopy

export const coverLetterField = {
  label: 'Cover Letter',
  helperText: 'Optional: tell us why you are interested in this role.',
} as const

/** Spec section 9: the success toast stays 5 seconds. */
export const APPLICATION_TOAST_MS = 5000

export const applicationToasts = {
  /** Stands for the file in `mailReady` when the applicant has chosen none. */
  unnamedResume: 'your resume',
  /** A mail link hands the application to the mail client; it is not sent until the applicant sends it. */
  mailReady: (fileName: string) => ({
    title: 'Your application e-mail is ready to send',
    description: `Attach ${fileName} in your e-mail app, then send the message. We'll be in touch soon.`,
  }),
  failed: (email: string) => ({
    title: 'Error',
    description: `Please try again or email us directly at ${email}`,
  }),
} as const
