import { useLayoutEffect, useRef, useState } from 'react'

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What the visitor typed or ticked before the page hydrated is in the element, not in the
 * form's state: hydration leaves the element as it is, and the field's next render would put
 * the state's value back. As the field mounts, before it can render again, the state adopts
 * the element's value. (A field mounted later already shows its state: nothing changes.)
 */
export function useAdoptEarlyValue<TElement extends FormControl, TValue>(
  read: (element: TElement) => TValue,
  current: TValue,
  adopt: (value: TValue) => void,
) {
  const ref = useRef<TElement>(null)
  const mounted = useRef({ read, current, adopt })
  useLayoutEffect(() => {
    const element = ref.current
    const { read: readValue, current: value, adopt: adoptValue } = mounted.current
    if (element && readValue(element) !== value) adoptValue(readValue(element))
  }, [])
  return ref
}

/**
 * A text-like control (input, textarea, select) whose element owns what it shows: the control is
 * uncontrolled, so React never writes its value. A controlled one is written by React whenever
 * it renders, and after every input event it puts back the value it last rendered; an event
 * that reaches a field while its hydration is under way updates no rendered state, so React put
 * the empty initial value back over what the visitor had typed (0002). The state follows the
 * element instead: on each edit (the caller's onChange), and as the field mounts (text typed
 * before hydration). The element follows the state only when the state changes on its own
 * (a reset, a value the app sets).
 */
export function useElementText<TElement extends FormControl>(field: {
  state: { value: string }
  handleChange: (value: string) => void
}) {
  const ref = useRef<TElement>(null)
  const value = field.state.value
  const { handleChange } = field
  const [initialValue] = useState(value)
  /** The state's value as last reconciled with the element; null before the field mounts. */
  const reconciled = useRef<string | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    if (reconciled.current === null) {
      if (element.value !== value) handleChange(element.value)
    } else if (value !== reconciled.current && element.value !== value) {
      element.value = value
    }
    reconciled.current = value
    // A new handler alone changes nothing: the value is already reconciled.
  }, [value, handleChange])
  return { ref, defaultValue: initialValue }
}
