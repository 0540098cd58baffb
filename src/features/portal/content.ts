/**
 * Copy of the customer portal. Status names, the freshness line and the profile's fallbacks
 * ('Not provided', 'Customer') are worked out in model/ and keep their words there.
 */

export const portalPageCopy = {
  /** The page's heading for screen readers until the dashboard shows its greeting. */
  title: 'Customer Portal',
  loading: 'Loading your portal…',
} as const

export const dashboardCopy = {
  greeting: (name: string) => `Welcome, ${name}`,
  signOut: 'Sign Out',
  loadingAppointments: 'Loading your appointments…',
  /** Shown when nothing is saved on this device and nothing could be fetched. */
  unavailable: {
    offline:
      'You are offline, and no saved data is on this device yet. Connect once to see your appointments here offline.',
    error: 'Your data could not be loaded. It will be retried when you come back to this tab.',
  },
  tabsLabel: 'Your account',
  tabs: {
    appointments: 'RON Appointments',
    orders: 'Website Orders',
    profile: 'Profile',
  },
} as const

/** The toast when the server answered but the data could not be loaded. */
export const loadFailedToast = {
  title: 'Error',
  description: 'Failed to load your data. Please try again.',
} as const

export const freshnessCopy = {
  retry: 'Retry',
} as const

export const appointmentsCopy = {
  empty: 'You have no notarization appointments yet.',
  schedule: 'Schedule Appointment',
  listLabel: 'Appointments, newest first',
  /** What each badge reports, read before its value by screen readers. */
  statusBadgeKind: 'Status',
  paymentBadgeKind: 'Payment',
  dateTerm: 'Date',
  documentTerm: 'Document',
  documentNotSpecified: 'Not specified',
  amountTerm: 'Amount',
} as const

export const ordersCopy = {
  empty: 'You have no website orders yet.',
  orderWebsite: 'Order a Website',
} as const

export const profileCopy = {
  emailTerm: 'Email',
  nameTerm: 'Name',
  phoneTerm: 'Phone',
  locationTerm: 'Location',
  memberSinceTerm: 'Member since',
  /** Followed by the support email address. */
  changeDetailsNote: 'To change your profile details, please contact support at',
} as const

/** The Profile tab's "Two-step verification" section. */
export const twoStepCopy = {
  heading: 'Two-step verification',
  checking: 'Checking two-step verification...',
  off: 'Two-step verification is off. With it on, signing in also asks for a 6-digit code from an authenticator app on your phone.',
  on: 'Two-step verification is on. Signing in asks for a code from your authenticator app.',
  setUp: 'Set up two-step verification',
  settingUp: 'Preparing...',
  scan: 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  secretLead: 'Cannot scan it? Enter this key in the app instead:',
  turnOn: 'Turn on',
  turningOn: 'Checking...',
  cancel: 'Cancel',
  turnedOn: 'Two-step verification is now on.',
  remove: 'Turn off two-step verification',
  removeLead: 'To turn two-step verification off, enter a code your authenticator app shows now.',
  removeSubmit: 'Turn off',
  removing: 'Turning off...',
  turnedOff: 'Two-step verification is off.',
  unreachable: 'The server could not be reached. Try again when you are online.',
} as const
