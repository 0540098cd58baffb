import { defineSlotRecipe } from '@pandacss/dev'

/** A modal dialog, centred or as a full-height panel from the end edge (the side menu). */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'A modal dialog (Ark UI dialog)',
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description'],
  base: {
    // In print the page shows without the dimming.
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'black/50',
      zIndex: 'overlay',
      _print: { display: 'none' },
    },
    positioner: { position: 'fixed', inset: '0', display: 'flex', zIndex: 'modal' },
    content: {
      overflowY: 'auto',
      bg: 'bg.canvas',
      display: 'flex',
      flexDirection: 'column',
      _focusVisible: { outline: 'none' },
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '4',
    },
    title: { textStyle: 'h3' },
    description: { color: 'fg.muted' },
  },
  variants: {
    placement: {
      center: {
        positioner: { alignItems: 'center', justifyContent: 'center', p: '4' },
        content: {
          w: 'min(40rem, 100%)',
          maxH: 'calc(100dvh - 2rem)',
          borderRadius: 'xl',
          boxShadow: '2xl',
          p: { base: '5', md: '8' },
          gap: '4',
        },
      },
      // The side menu is left out of print altogether.
      end: {
        positioner: { justifyContent: 'flex-end', _print: { display: 'none' } },
        content: { w: 'min(22rem, 100%)', h: '100dvh', boxShadow: 'xl', p: '6', gap: '6' },
      },
    },
  },
  defaultVariants: { placement: 'center' },
})
