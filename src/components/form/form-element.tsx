import type { ComponentPropsWithRef, SubmitEvent } from 'react'
import { useFormContext } from '@/lib/form/form-context'

export interface FormElementProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** Leave required fields to the browser's own check before the form's (spec: audit variant A). */
  browserValidation?: boolean
  /** After a refused submit, the first field that needs attention takes the focus. */
  focusFirstInvalid?: boolean
  /**
   * The whole form's check, run synchronously on submit: when it passes, the form's `onSubmit`
   * runs at once. The library's own submit first renders every field touched, then submits,
   * and a form whose submit replaces it on screen throws that render away (16 ms of a 104 ms
   * Calculate Quote on a 4x slower processor). When it fails, the library's submit shows why.
   */
  passes?: () => boolean
}

/**
 * The `<form>` element of every app form: submitting runs the form's validation and its
 * `onSubmit` in the page, never a navigation to the form's own URL.
 */
export function FormElement({
  browserValidation = false,
  focusFirstInvalid = false,
  passes,
  children,
  ...props
}: FormElementProps) {
  const form = useFormContext()
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    if (passes?.()) {
      await form.options.onSubmit?.({ value: form.state.values, formApi: form, meta: undefined })
      return
    }
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
