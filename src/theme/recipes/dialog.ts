import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A modal dialog (the `<dialog>` element), centred or as a full-height panel from the end edge
 * (the side menu). `content` is the dialog itself; `body` fills it, so that only a press on the
 * dimmed page around it or on its scrollbar reaches the dialog element.
 */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'A modal dialog (the dialog element)',
  slots: ['content', 'body', 'header', 'title', 'description'],
  base: {
    content: {
      maxW: 'none',
      maxH: 'none',
      p: '0',
      borderWidth: '0',
      bg: 'bg.canvas',
      color: 'fg.default',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      _open: { display: 'flex', flexDirection: 'column' },
      _focusVisible: { outline: 'none' },
      // Custom properties do not reach ::backdrop everywhere yet, so the dimming is a literal.
      // In print the page shows without it.
      _backdrop: { background: 'rgb(0 0 0 / 0.5)', _print: { display: 'none' } },
    },
    body: { flex: '1', display: 'flex', flexDirection: 'column' },
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
        content: {
          w: 'min(40rem, calc(100% - 2rem))',
          maxH: 'calc(100dvh - 2rem)',
          m: 'auto',
          borderRadius: 'xl',
          boxShadow: '2xl',
        },
        body: { p: { base: '5', md: '8' }, gap: '4' },
      },
      // The side menu is left out of print altogether.
      end: {
        content: {
          w: 'min(22rem, 100%)',
          h: '100dvh',
          maxH: '100dvh',
          m: '0',
          ms: 'auto',
          boxShadow: 'xl',
          _print: { _open: { display: 'none' } },
        },
        body: { p: '6', gap: '6' },
      },
    },
  },
  defaultVariants: { placement: 'center' },
})
