/** Copy and constants of the consultation booking page (accessibility-site.md 2, 4, 5, 9). */

export const bookingHero = {
  eyebrow: 'Free consultation',
  title: 'Schedule Your Free Consultation',
  lead: 'Pick a time that suits you and talk to an expert about your website, app or accessibility project. No cost, no obligation.',
} as const

export const bookingHighlights = [
  {
    icon: 'clock',
    title: 'Free 30-minute strategy session',
    text: 'A focused conversation about your goals, your timeline and your budget.',
  },
  {
    icon: 'users',
    title: 'Expert guidance',
    text: 'Talk directly with the designers and engineers who would build your project.',
  },
  {
    icon: 'calendar',
    title: 'Flexible scheduling',
    text: 'Weekday slots in the morning and afternoon, by phone or video.',
  },
] as const

export const widgetCopy = {
  title: 'Book your call',
  dateLabel: 'Choose a date',
  dateHint: 'Weekdays only; past dates and weekends cannot be chosen.',
  calendarPending: 'The calendar appears as soon as the page has finished loading.',
  timeLegend: 'Choose a time (CST)',
  selectDateFirst: 'Please select a date first',
  unavailable: 'Unavailable',
  typeLegend: 'Meeting type',
  summaryTitle: 'Your consultation',
  summaryTerms: { date: 'Date', time: 'Time', type: 'Type', duration: 'Duration' },
  minutes: (count: number) => `${count} minutes`,
  centralTime: (slot: string) => `${slot} CST`,
  yourTime: (time: string) => `${time} your time`,
  send: 'Book via Email',
} as const

export const bookingToasts = {
  incomplete: {
    title: 'Please select a date and time',
    description: 'Both date and time are required to book a call',
  },
  opened: (date: string, time: string) => ({
    title: 'Email client opened!',
    description: `Your email client should open with a pre-filled request for ${date} at ${time} CST. Send it to confirm your booking.`,
  }),
  failed: (email: string) => ({
    title: 'Error',
    description: `Please try again or email us directly at ${email}`,
  }),
} as const

/** The date and time are cleared this long after the mail client was opened. */
export const CLEAR_DELAY_MS = 1000
