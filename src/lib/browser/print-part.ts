/**
 * Prints only the element marked `data-print-part`, not the page around it (the print rules in
 * src/theme/preset.ts hide the rest while `data-printing` is set).
 */
export function printPart(): void {
  const root = document.documentElement
  root.dataset.printing = 'part'
  try {
    window.print()
  } finally {
    delete root.dataset.printing
  }
}
