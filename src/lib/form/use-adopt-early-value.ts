import { useLayoutEffect, useRef } from 'react'

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

/** A text-like field (input, textarea, select): adopts the element's value. */
export function useAdoptEarlyText<TElement extends FormControl>(field: {
  state: { value: string }
  handleChange: (value: string) => void
}) {
  return useAdoptEarlyValue<TElement, string>(
    (element) => element.value,
    field.state.value,
    field.handleChange,
  )
}
