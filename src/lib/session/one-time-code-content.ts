import type { CodeOutcome } from './code-outcome'

/** The words of the 6-digit code field, wherever a code is asked for. */
export const oneTimeCodeCopy = {
  label: '6-digit code',
  hint: 'The code your authenticator app shows now. You can paste it.',
  malformed: 'Enter the 6 digits your authenticator app shows.',
} as const

/** What the visitor is told when a code was not accepted; they can try again at once. */
export const codeOutcomeMessages: Record<Exclude<CodeOutcome, 'verified'>, string> = {
  wrong: 'That code is not right. Codes change every 30 seconds: enter the one shown now.',
  expired: 'That code took too long to arrive. Enter the code shown now.',
  limited: 'Too many wrong codes. Wait a few minutes, then enter the code shown now.',
  refused: 'The code could not be checked. Try again.',
}
