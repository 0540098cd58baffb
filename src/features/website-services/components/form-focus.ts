/** A request put back for editing: the form's first field takes the focus. */
export function focusFirstField(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('input, textarea, select')?.focus())
}
