import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { dialog, iconButton } from 'styled-system/recipes'
import { afterNextPaint } from '@/lib/browser/after-next-paint'
import { useLatest } from '@/lib/hooks/use-latest'
import { StrokeIcon } from './stroke-icon'
import { WidgetBoundary } from './widget-boundary'

// Written out per placement, so the class names are settled at build time (docs/decisions/0005).
const placementStyles = {
  center: dialog({ placement: 'center' }),
  end: dialog({ placement: 'end' }),
}

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** Where focus goes on close; by default the element that had focus when it opened. */
  returnFocusTo?: () => HTMLElement | null
  /** Centred, or a full-height panel from the end edge (a side menu). */
  placement?: 'center' | 'end'
  closeLabel?: string
  /**
   * Keep the closed dialog in the page, so that opening it only shows it: for a dialog whose
   * content should cost nothing on the tap (the side menu; a dialog a page mounts once quiet).
   */
  keepMounted?: boolean
}

/**
 * A modal dialog: the browser's own (`<dialog>` shown with `showModal`), which makes the rest of
 * the page inert and focuses the first control; it closes on Escape, a press on the dimmed page
 * and its close button (docs/decisions/0016). Mounted only while open, unless kept mounted.
 * Content that fails shows so inside the dialog, which can still be closed.
 */
export function Modal(props: ModalProps) {
  return props.open || props.keepMounted ? <ModalDialog {...props} /> : null
}

function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocusTo,
  placement = 'center',
  closeLabel = 'Close',
}: ModalProps) {
  const styles = placementStyles[placement]
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pressedOutside = useRef(false)
  const latestReturnFocusTo = useLatest(returnFocusTo)
  const titleId = useId()
  const descriptionId = useId()
  const close = () => onOpenChange(false)

  useLayoutEffect(() => {
    const element = dialogRef.current
    if (!element || !open) return
    const opener = document.activeElement
    const cancelShow = showThenMakeModal(element)
    return () => {
      cancelShow()
      element.close()
      // Once the whole change is in the page: a dialog closing with the one it was opened from
      // sends focus past that one's vanished controls.
      queueMicrotask(() => {
        const target = latestReturnFocusTo()?.() ?? (opener instanceof HTMLElement ? opener : null)
        target?.focus()
      })
    }
  }, [open, latestReturnFocusTo])

  // In the body, as before it was the browser's: nothing of the page around it is inherited.
  return createPortal(
    // Escape is handled here as well as by the browser's own close request, so that it closes
    // only this dialog wherever React nests it; the press outside is the pointer's shortcut for
    // the close button and Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.content}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        close()
      }}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      // Only a close the browser made (its own close request): the one the cleanup makes, or
      // a development run's remount, leaves the dialog open or unmounted.
      onClose={(event) => {
        if (!event.currentTarget.open) close()
      }}
      // The dialog fills the viewport around its panel: a press that reaches the dialog itself
      // is on the dimmed page, unless it is on the dialog's scrollbar.
      onPointerDown={(event) => {
        const element = event.currentTarget
        const box = element.getBoundingClientRect()
        const x = event.clientX - box.left - element.clientLeft
        const y = event.clientY - box.top - element.clientTop
        const onScrollbar = x < 0 || y < 0 || x >= element.clientWidth || y >= element.clientHeight
        pressedOutside.current = event.target === element && !onScrollbar
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) close()
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className={iconButton()} aria-label={closeLabel} onClick={close}>
            <StrokeIcon>
              <path d="M6 6l12 12M18 6L6 18" />
            </StrokeIcon>
          </button>
        </div>
        <WidgetBoundary>{children}</WidgetBoundary>
      </div>
    </dialog>,
    document.body,
  )
}

/**
 * Shows the dialog in the frame that answers the tap and makes it modal once that frame is
 * painted: making the rest of the page inert restyles all of it, tens of milliseconds on a slow
 * phone that the visitor need not wait for to see the dialog (docs/decisions/0016). Meanwhile it
 * already covers the page, and focus moves in when it becomes modal. A dialog opened from another
 * is modal at once: shown plainly, it would sit under that one, in the page the other made inert.
 * Returns what stops a change still to come.
 */
function showThenMakeModal(element: HTMLDialogElement): () => void {
  if (document.querySelector('dialog[open]')) {
    element.showModal()
    return () => {}
  }
  let cancelled = false
  element.setAttribute('open', '')
  afterNextPaint(() => {
    if (cancelled) return
    // Open but not modal, it cannot become modal. Taking the flag away, unlike `close()`, queues
    // no close event (which would close it for good).
    element.removeAttribute('open')
    element.showModal()
  })
  return () => {
    cancelled = true
  }
}
