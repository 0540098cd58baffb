import type { ComponentPropsWithRef, SubmitEvent } from 'react'
import { useFormContext } from '@/lib/form/form-context'

export interface FormElementProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** Leave required fields to the browser's own check before the form's (spec: audit variant A). */
  browserValidation?: boolean
  /** After a refused submit, the first field that needs attention takes the focus. */
  focusFirstInvalid?: boolean
}

/**
 * The `<form>` element of every app form: submitting runs the form's validation and its
 * `onSubmit` in the page, never a navigation to the form's own URL.
 */
export function FormElement({
  browserValidation = false,
  focusFirstInvalid = false,
  children,
  ...props
}: FormElementProps) {
  const form = useFormContext()
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    await form.handleSubmit()
    if (!focusFirstInvalid || form.state.isValid) return
    requestAnimationFrame(() => {
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }
  return (
    <form noValidate={!browserValidation} {...props} onSubmit={(event) => void submit(event)}>
      {children}
    </form>
  )
}
