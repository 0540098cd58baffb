import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { dialog, iconButton } from 'styled-system/recipes'
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
}

/**
 * A modal dialog: traps focus, closes on Escape, outside click and its close button. Content that
 * fails shows so inside the dialog, which can still be closed.
 */
export function Modal({
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
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <div className={styles.header}>
              <div>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className={styles.description}>
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              <Dialog.CloseTrigger className={iconButton()} aria-label={closeLabel}>
                <StrokeIcon>
                  <path d="M6 6l12 12M18 6L6 18" />
                </StrokeIcon>
              </Dialog.CloseTrigger>
            </div>
            <WidgetBoundary>{children}</WidgetBoundary>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
