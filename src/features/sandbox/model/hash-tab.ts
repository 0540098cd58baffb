/** The legal section's anchor; the URL hash `#cyber-policy` selects its tab on load. */
export const LEGAL_ANCHOR = 'cyber-policy'

/** Spec: the hash cyber-policy selects the legal tab, any other hash the scanner tab. */
export function tabForHash(hash: string): 'legal' | 'scanner' {
  return hash.replace(/^#/, '') === LEGAL_ANCHOR ? 'legal' : 'scanner'
}
