// Inline in the reset page's state area, before the first paint. A visit without a link in the
// address and without a stored session can only end as an expired link (useResetLink), so the
// area is marked to show that answer at once, not a check the app replaces once it has started
// (seconds later on a slow phone). Anything else is left for the app to decide.
;(() => {
  const script = document.currentScript
  try {
    const query = new URLSearchParams(location.search)
    const fragment = new URLSearchParams(location.hash.slice(1))
    if (query.get('code') || query.get('error_code') || fragment.get('error_code')) return
    if (localStorage.getItem(script.dataset.sessionKey) !== null) return
    script.parentElement.dataset.link = 'expired'
  } catch {
    // Storage can be blocked; the app decides then.
  }
})()
