import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const backdropStyle = css({ position: 'fixed', inset: '0', bg: 'black/50', zIndex: 'overlay' })
const positionerStyle = css({
  position: 'fixed',
  inset: '0',
  display: 'flex',
  justifyContent: 'flex-end',
  zIndex: 'modal',
})
const contentStyle = css({
  w: 'min(22rem, 100%)',
  h: '100dvh',
  overflowY: 'auto',
  bg: 'bg.canvas',
  boxShadow: 'xl',
  p: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  _focusVisible: { outline: 'none' },
})
const headerStyle = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })
const titleStyle = css({ fontWeight: '700', fontSize: 'lg' })
const closeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
})

export interface DrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Where focus goes when the drawer closes (its opener). */
  returnFocusTo: () => HTMLElement | null
  children: ReactNode
}

/** A modal panel from the right edge: traps focus, closes on Escape and outside click. */
export function Drawer({ open, onOpenChange, title, returnFocusTo, children }: DrawerProps) {
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
        <Dialog.Positioner className={positionerStyle}>
          <Dialog.Content className={contentStyle}>
            <div className={headerStyle}>
              <Dialog.Title className={titleStyle}>{title}</Dialog.Title>
              <Dialog.CloseTrigger className={closeStyle} aria-label="Close menu">
                <X aria-hidden="true" />
              </Dialog.CloseTrigger>
            </div>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
