/** A request put back for editing: the form's first field takes the focus. */
export function focusFirstField(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('input, textarea, select')?.focus())
}

/** After a refused submit, the first field that needs attention takes the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
