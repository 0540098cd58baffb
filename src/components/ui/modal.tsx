import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

// In print the page shows without the dimming, and without the menu drawer (the `end` placement).
const backdropStyle = css({
  position: 'fixed',
  inset: '0',
  bg: 'black/50',
  zIndex: 'overlay',
  _print: { display: 'none' },
})
const positionerStyles = {
  center: css({
    position: 'fixed',
    inset: '0',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '4',
    zIndex: 'modal',
  }),
  end: css({
    position: 'fixed',
    inset: '0',
    display: 'flex',
    justifyContent: 'flex-end',
    zIndex: 'modal',
    _print: { display: 'none' },
  }),
}
const contentBase = {
  overflowY: 'auto',
  bg: 'bg.canvas',
  display: 'flex',
  flexDirection: 'column',
  _focusVisible: { outline: 'none' },
} as const
const contentStyles = {
  center: css(contentBase, {
    w: 'min(40rem, 100%)',
    maxH: 'calc(100dvh - 2rem)',
    borderRadius: 'xl',
    boxShadow: '2xl',
    p: { base: '5', md: '8' },
    gap: '4',
  }),
  end: css(contentBase, { w: 'min(22rem, 100%)', h: '100dvh', boxShadow: 'xl', p: '6', gap: '6' }),
}
const headerStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
})
const titleStyle = css({ textStyle: 'h3' })
const descriptionStyle = css({ color: 'fg.muted' })
const closeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '11',
  h: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
})

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

/** A modal dialog: traps focus, closes on Escape, outside click and its close button. */
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
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={backdropStyle} />
        <Dialog.Positioner className={positionerStyles[placement]}>
          <Dialog.Content className={contentStyles[placement]}>
            <div className={headerStyle}>
              <div>
                <Dialog.Title className={titleStyle}>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className={descriptionStyle}>
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              <Dialog.CloseTrigger className={closeStyle} aria-label={closeLabel}>
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Dialog.CloseTrigger>
            </div>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
