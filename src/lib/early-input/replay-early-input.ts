/** What the inline script (`hold-early-input.js`) kept while the app was not yet hydrated. */
export interface EarlyInput {
  /** Clicks, pointer and key events and submissions, in the order the visitor made them. */
  held: Event[]
  /** Form fields whose value the visitor changed: the browser already shows the change. */
  edited: Set<EventTarget>
  /** Stops holding these event types (all by default): from then on they reach the app. */
  release: (types?: string[]) => void
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput
  }
}

/**
 * Controls whose own activation already did what the visitor meant: a label passes its click
 * to its control, a checkbox toggled, a field took focus. Replaying a click there would do it
 * twice; their new state reaches the app through `syncField` instead.
 */
const NATIVE_CONTROL =
  'label, summary, select, textarea, input:not([type=submit], [type=button], [type=reset], [type=image])'

/**
 * From the app's first commit on, edits reach it directly: React hydrates a field still waiting
 * in its boundary to handle the edit, and the field adopts what it shows as it mounts. Holding
 * them longer would hide them from an app that renders the field again. Call it as the app
 * commits (a layout effect).
 */
export function releaseEarlyEdits(win: Window = window): void {
  win.__earlyInput?.release(['input', 'change'])
}

/**
 * Hands what the visitor did before hydration to the app, once, in order: the fields they
 * edited (the form library's fields adopt their own values as they mount, see
 * `use-element-value.ts`; this reaches every other field), then every held event. Call it a
 * task after the first commit, once every widget's effects have run.
 *
 * A part of the page may still wait in its Suspense boundary then (the route's content hydrates
 * after the root): React drops a click there when it cannot hydrate that part at once. So the
 * events stay held until every element they were aimed at has hydrated, up to a time limit.
 */
export function replayEarlyInput(win: Window = window, waitedMs = 0): void {
  const early = win.__earlyInput
  if (!early) return
  const waiting = heldTargets(early).some((target) => !isHydrated(target))
  if (waiting && waitedMs < HYDRATION_WAIT_LIMIT_MS) {
    win.setTimeout(() => replayEarlyInput(win, waitedMs + HYDRATION_POLL_MS), HYDRATION_POLL_MS)
    return
  }
  delete win.__earlyInput
  early.release()
  syncEditedFields(early)
  const clicked = new Set(early.held.filter((event) => event.type === 'click').map((e) => e.target))
  for (const event of early.held) {
    const target = event.target
    if (!(target instanceof Element) || !target.isConnected) continue
    if (event.type === 'submit') {
      // A click on the submit button (also made by Enter in a field) submits again when replayed.
      const submitter = (event as SubmitEvent).submitter
      if (submitter && clicked.has(submitter)) continue
      if (target instanceof HTMLFormElement) target.requestSubmit(submitter)
      continue
    }
    if (target.closest(NATIVE_CONTROL)) continue
    target.dispatchEvent(copyOf(event))
  }
}

/** How often, and how long at most, the replay waits for the page to hydrate where it was used. */
const HYDRATION_POLL_MS = 50
const HYDRATION_WAIT_LIMIT_MS = 10_000

function heldTargets(early: EarlyInput): Element[] {
  const targets = [...early.edited, ...early.held.map((event) => event.target)]
  return targets.filter(
    (target): target is Element => target instanceof Element && target.isConnected,
  )
}

/**
 * React marks each element it has hydrated with a property of its own (`__reactFiber$…`). A
 * form may list only its controls as its keys, so its first child answers for it: a Suspense
 * boundary hydrates as a whole.
 */
function isHydrated(element: Element): boolean {
  const probe =
    element instanceof HTMLFormElement ? (element.firstElementChild ?? element) : element
  return Object.keys(probe).some((key) => key.startsWith('__reactFiber$'))
}

/** Syncing is idempotent: it tells the app what the field shows, however often. */
function syncEditedFields(early: EarlyInput) {
  // A click that ticked a box is an edit too, whether or not the browser also fired `change`.
  const ticked = early.held.flatMap((event) =>
    event.type === 'click' && isCheckable(event.target) ? [event.target] : [],
  )
  for (const field of new Set([...early.edited, ...ticked])) syncField(field)
}

/**
 * React keeps a field's value in a tracker and fires onChange only when the element's value
 * differs from it. Hydration recorded the typed value there, so the app's state still holds
 * the old one: set the tracker apart, then announce the real value as an edit.
 */
function syncField(field: EventTarget) {
  if (!(field instanceof Element) || !field.isConnected) return
  // Part of the page may still wait to hydrate (a Suspense boundary hydrates after the root):
  // React hydrates it at once to handle an input event, and sees no change yet.
  field.dispatchEvent(new Event('input', { bubbles: true }))
  if (isCheckable(field)) {
    const checked = field.checked
    field.checked = !checked
    // The click toggles it back to what the visitor chose, as React listens for it.
    field.click()
    return
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const value = field.value
    const prototype = Object.getPrototypeOf(field) as object
    field.value = `${value}\u0000`
    // The element's own setter, past React's: the value changes, the tracker does not.
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    return
  }
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

function isCheckable(target: EventTarget | null): target is HTMLInputElement {
  return (
    target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')
  )
}

const bubbling = { bubbles: true, cancelable: true, composed: true }

/** A new event with what handlers read of the original (the original has been dispatched). */
function copyOf(event: Event): Event {
  if (event instanceof KeyboardEvent) {
    const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event
    return new KeyboardEvent(event.type, {
      ...bubbling,
      ...{ key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey },
    })
  }
  if (event instanceof MouseEvent) {
    const { clientX, clientY, screenX, screenY, button, buttons, detail } = event
    const { ctrlKey, shiftKey, altKey, metaKey } = event
    const mouse = {
      ...bubbling,
      ...{ clientX, clientY, screenX, screenY, button, buttons, detail },
      ...{ ctrlKey, shiftKey, altKey, metaKey },
    }
    if (typeof PointerEvent === 'function' && event instanceof PointerEvent) {
      const { pointerId, pointerType, isPrimary, width, height, pressure } = event
      return new PointerEvent(event.type, {
        ...mouse,
        ...{ pointerId, pointerType, isPrimary, width, height, pressure },
      })
    }
    return new MouseEvent(event.type, mouse)
  }
  return new Event(event.type, bubbling)
}
