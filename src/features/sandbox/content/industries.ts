/** The sectors of the recommendations engine (spec): what each must meet and cares about most. */
export const industryIds = ['government', 'healthcare', 'education', 'finance', 'retail'] as const
export type IndustryId = (typeof industryIds)[number]

export interface Industry {
  label: string
  /** Standards and rules the sector must meet; each becomes a checklist line. */
  requirements: readonly { requirement: string; description: string }[]
  /** What matters most to the sector's users, most urgent first. */
  priorities: readonly { title: string; description: string; impact: string }[]
}

export const industries: Record<IndustryId, Industry> = {
  government: {
    label: 'Government',
    requirements: [
      {
        requirement: 'Section 508',
        description: 'Federal ICT accessibility standard for agency apps.',
      },
      {
        requirement: 'WCAG 2.1 Level AA',
        description: 'The success criteria Section 508 refers to.',
      },
      {
        requirement: 'Accessibility conformance report (VPAT)',
        description: 'Documents conformance for procurement.',
      },
    ],
    priorities: [
      {
        title: 'Screen reader support for every form',
        description: 'Label every field, error and step of benefit and permit applications.',
        impact: 'Citizens who are blind can complete services without help',
      },
      {
        title: 'Plain-language content',
        description: 'Rewrite instructions and errors at a plain reading level.',
        impact: 'Fewer abandoned applications and support calls',
      },
      {
        title: 'Keyboard and switch access',
        description: 'Make every control reachable and operable without touch.',
        impact: 'Meets Section 508 for people with motor disabilities',
      },
    ],
  },
  healthcare: {
    label: 'Healthcare',
    requirements: [
      { requirement: 'ADA Title III', description: 'Patient-facing services must be accessible.' },
      {
        requirement: 'Section 1557 (ACA)',
        description: 'No disability discrimination in health programmes.',
      },
      {
        requirement: 'WCAG 2.1 Level AA',
        description: 'The technical benchmark regulators and courts use.',
      },
    ],
    priorities: [
      {
        title: 'Accessible appointment booking',
        description: 'Date pickers and time slots that screen readers announce fully.',
        impact: 'Patients book care on their own',
      },
      {
        title: 'Readable medication information',
        description: 'Support text scaling to 200% and high contrast on dosage screens.',
        impact: 'Prevents dosage mistakes for people with low vision',
      },
      {
        title: 'Timeouts that can be extended',
        description: 'Warn before a session expires and let patients extend it.',
        impact: 'No lost intake forms for slower users',
      },
    ],
  },
  education: {
    label: 'Education',
    requirements: [
      {
        requirement: 'Section 504',
        description: 'Programmes receiving federal funds must be accessible.',
      },
      { requirement: 'ADA Title II', description: 'Public institutions must meet WCAG 2.1 AA.' },
      {
        requirement: 'WCAG 2.1 Level AA',
        description: 'Covers course content, video and assessments.',
      },
    ],
    priorities: [
      {
        title: 'Captions and transcripts',
        description: 'Caption every lecture video and provide transcripts for audio.',
        impact: 'Deaf and hard-of-hearing students follow every course',
      },
      {
        title: 'Accessible assessments',
        description: 'Quizzes that work with screen readers and allow extra time.',
        impact: 'Fair grading for students with disabilities',
      },
      {
        title: 'Consistent navigation',
        description: 'Keep menus and course structure in the same place on every screen.',
        impact: 'Less cognitive load for all students',
      },
    ],
  },
  finance: {
    label: 'Finance',
    requirements: [
      {
        requirement: 'ADA Title III',
        description: 'Banking apps are places of public accommodation in case law.',
      },
      {
        requirement: 'WCAG 2.1 Level AA',
        description: 'The standard named in most settlement agreements.',
      },
      {
        requirement: 'European Accessibility Act',
        description: 'Applies to banking services offered in the EU.',
      },
    ],
    priorities: [
      {
        title: 'Accessible authentication',
        description: 'Offer biometric sign-in and avoid puzzles or memory tests.',
        impact: 'Customers with cognitive disabilities can sign in',
      },
      {
        title: 'Announced transaction results',
        description: 'Announce transfer confirmations and errors in a live region.',
        impact: 'Screen reader users know their money moved',
      },
      {
        title: 'Readable statements and charts',
        description: 'Give charts text alternatives and tables proper headers.',
        impact: 'Everyone can review their balances',
      },
    ],
  },
  retail: {
    label: 'Retail',
    requirements: [
      { requirement: 'ADA Title III', description: 'The most litigated area for retail apps.' },
      {
        requirement: 'WCAG 2.1 Level AA',
        description: 'Expected for product, cart and checkout screens.',
      },
      {
        requirement: 'European Accessibility Act',
        description: 'Covers e-commerce sold to EU customers.',
      },
    ],
    priorities: [
      {
        title: 'Accessible checkout',
        description: 'Label payment fields, announce errors and keep focus in order.',
        impact: 'Fewer abandoned carts and lawsuits',
      },
      {
        title: 'Product image descriptions',
        description: 'Describe every product image, colour and size option.',
        impact: 'Blind shoppers can compare products',
      },
      {
        title: 'Touch targets and gestures',
        description: 'Make filters and quantity controls at least 44 points with tap alternatives.',
        impact: 'Shoppers with tremors can buy without errors',
      },
    ],
  },
}
