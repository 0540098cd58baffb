/** Elements that hosting and site-builder services inject to advertise themselves. */
export const THIRD_PARTY_BADGE_SELECTOR = [
  '[data-third-party-badge]',
  '#lovable-badge',
  'a[href*="lovable.dev"]',
].join(', ')

/** Removes every matching element below `root`; returns how many were removed. */
export function removeThirdPartyBadges(root: ParentNode): number {
  const badges = root.querySelectorAll(THIRD_PARTY_BADGE_SELECTOR)
  badges.forEach((badge) => badge.remove())
  return badges.length
}

/**
 * Removes badges now and whenever one is inserted, instead of polling on a timer.
 * Returns the function that stops watching.
 */
export function watchThirdPartyBadges(root: HTMLElement): () => void {
  removeThirdPartyBadges(root)
  const observer = new MutationObserver((mutations) => {
    if (mutations.some((mutation) => mutation.addedNodes.length > 0)) removeThirdPartyBadges(root)
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}
