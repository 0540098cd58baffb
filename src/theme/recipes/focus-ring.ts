/** The one visible keyboard focus ring of the widgets, drawn at `offset` from their edge. */
export const focusRing = (offset: string) =>
  ({ outline: '3px solid', outlineColor: 'border.focus', outlineOffset: offset }) as const
