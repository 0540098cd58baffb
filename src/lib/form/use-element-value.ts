import { useLayoutEffect, useRef, useState } from 'react'

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What these hooks need of a form field: its value and the way to change it. */
export interface FieldOf<TValue> {
  state: { value: TValue }
  handleChange: (value: TValue) => void
}

/** How a control's element holds the field's value: its text, its tick, or a group's ticks. */
interface ElementValue<TElement, TValue> {
  read: (element: TElement) => TValue
  write: (element: TElement, value: TValue) => void
  /** Whether two values are the same (for a list, item by item); `===` if not given. */
  same?: (a: TValue, b: TValue) => boolean
}

/**
 * A control whose element owns what it shows: the control is uncontrolled, so React never writes
 * its value. A controlled one is written by React whenever it renders, and after every input or
 * click event it puts back the value it last rendered; an event that reaches a field while its
 * hydration is under way updates no rendered state, so React put the initial value back over
 * what the visitor had typed or ticked (0002). The state follows the element instead: on each
 * edit (the caller's onChange), and as the field mounts (what was typed or ticked before
 * hydration). The element follows the state only when the state changes on its own (a reset, a
 * value the app sets). Returns the ref and the value to render first (as the default).
 */
function useElementValue<TElement extends Element, TValue>(
  field: FieldOf<TValue>,
  { read, write, same = Object.is }: ElementValue<TElement, TValue>,
) {
  const ref = useRef<TElement>(null)
  const value = field.state.value
  const { handleChange } = field
  const [initialValue] = useState(value)
  /** Whether the state has been reconciled with the element: false before the field mounts. */
  const mounted = useRef(false)
  /** The state's value as last reconciled with the element. */
  const reconciled = useRef(value)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const shown = read(element)
    if (!mounted.current) {
      if (!same(shown, value)) handleChange(shown)
    } else if (!same(value, reconciled.current) && !same(shown, value)) {
      write(element, value)
    }
    mounted.current = true
    reconciled.current = value
    // A new handler alone changes nothing: the value is already reconciled.
  }, [value, handleChange, read, write, same])
  return { ref, initialValue }
}

const text: ElementValue<FormControl, string> = {
  read: (element) => element.value,
  write: (element, value) => {
    element.value = value
  },
}

const tick: ElementValue<HTMLInputElement, boolean> = {
  read: (element) => element.checked,
  write: (element, checked) => {
    element.checked = checked
  },
}

const boxesOf = (group: HTMLElement) => [
  ...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
]

const choices: ElementValue<HTMLFieldSetElement, string[]> = {
  read: (group) => boxesOf(group).flatMap((box) => (box.checked ? [box.value] : [])),
  write: (group, chosen) => {
    for (const box of boxesOf(group)) box.checked = chosen.includes(box.value)
  },
  same: (a, b) => a.length === b.length && a.every((item, index) => item === b[index]),
}

/** A text-like control (input, textarea, select) that owns its text: see `useElementValue`. */
export function useElementText<TElement extends FormControl>(field: FieldOf<string>) {
  const { ref, initialValue } = useElementValue<TElement, string>(field, text)
  return { ref, defaultValue: initialValue }
}

/** A checkbox that owns its tick: see `useElementValue`. */
export function useElementChecked(field: FieldOf<boolean>) {
  const { ref, initialValue } = useElementValue(field, tick)
  return { ref, defaultChecked: initialValue }
}

/**
 * A group of checkboxes that owns its ticks: see `useElementValue`. The field holds the values
 * of the ticked boxes in the group's order; `handleChange` reads them after any box changed.
 */
export function useElementChoices(field: FieldOf<string[]>) {
  const { ref, initialValue } = useElementValue(field, choices)
  const handleChange = () => {
    if (ref.current) field.handleChange(choices.read(ref.current))
  }
  return { ref, defaultChoices: initialValue, handleChange }
}
