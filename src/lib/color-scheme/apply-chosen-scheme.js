// Inline in every page's head, before the first paint: a scheme the visitor chose wins over
// the system's. Without a choice (or without storage) CSS follows the system on its own.
;(() => {
  try {
    const chosen = localStorage.getItem('color-scheme')
    if (chosen === 'light' || chosen === 'dark')
      document.documentElement.dataset.colorScheme = chosen
  } catch {
    // Storage can be blocked; the system's scheme then applies.
  }
})()
