/** What the portal knows about the data it shows. */
export interface Freshness {
  /** The copy saved on this device, not yet replaced by the server's. */
  source: 'cache' | 'network'
  /** A refresh is under way. */
  refreshing: boolean
  /** The server could not be reached (offline, or no answer within the time limit). */
  unreachable: boolean
}

/** The line above the portal's data: never "Last updated" while the server cannot be reached. */
export function freshnessMessage({ source, refreshing, unreachable }: Freshness, when: string) {
  if (unreachable) {
    const saved = `Could not reach the server. Showing your saved copy from ${when}.`
    return refreshing ? `${saved} Trying again…` : saved
  }
  if (refreshing)
    return source === 'cache' ? `Showing your saved copy from ${when}. Updating…` : 'Updating…'
  return `Last updated ${when}`
}
