import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A modal dialog. `content` is the `<dialog>` element: it fills the viewport and dims the page
 * itself (not its `::backdrop`, which a dialog not yet modal lacks: `Modal` shows it before it
 * makes it modal), so that a press that reaches it is outside the visible `panel`. It scrolls a
 * panel taller than the screen and passes no scroll on to the page behind, which keeps still
 * with no restyle or layout of its own (docs/decisions/0016). The panel is centred, or a
 * full-height panel from the end edge (the side menu).
 */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'A modal dialog (the dialog element)',
  slots: ['content', 'panel', 'header', 'title', 'description'],
  base: {
    content: {
      inset: '0',
      w: '100%',
      h: '100%',
      maxW: 'none',
      maxH: 'none',
      m: '0',
      p: '0',
      borderWidth: '0',
      // Above the page in the frame before it is modal, in the top layer after.
      position: 'fixed',
      zIndex: 'modal',
      // In print the page shows without the dimming.
      bg: 'rgb(0 0 0 / 0.5)',
      _print: { bg: 'transparent' },
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      _open: { display: 'flex' },
      _focusVisible: { outline: 'none' },
      // The browser's own backdrop would darken it further once modal.
      _backdrop: { display: 'none' },
    },
    panel: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.canvas',
      color: 'fg.default',
      // Its edge where forced colours take the shadow away (they paint the outline).
      outline: '1px solid transparent',
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
        content: { p: '4' },
        panel: {
          w: 'min(40rem, 100%)',
          m: 'auto',
          p: { base: '5', md: '8' },
          gap: '4',
          borderRadius: 'xl',
          boxShadow: '2xl',
        },
      },
      // The side menu is left out of print altogether.
      end: {
        content: { _print: { _open: { display: 'none' } } },
        panel: {
          w: 'min(22rem, 100%)',
          minH: '100%',
          ms: 'auto',
          p: '6',
          gap: '6',
          boxShadow: 'xl',
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
})
