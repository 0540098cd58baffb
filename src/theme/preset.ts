import { definePreset } from '@pandacss/dev'
import { accordion } from './recipes/accordion'
import { badge } from './recipes/badge'
import { button } from './recipes/button'
import { card } from './recipes/card'
import { datePicker } from './recipes/date-picker'
import { dialog } from './recipes/dialog'
import { field } from './recipes/field'
import { fileUpload } from './recipes/file-upload'
import { iconButton } from './recipes/icon-button'
import { slider } from './recipes/slider'
import { tabs } from './recipes/tabs'
import { semanticTokens } from './semantic-tokens'
import { textStyles } from './text-styles'

// A system font stack: no font files to download, no third-party request.
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

export const appPreset = definePreset({
  name: 'app',
  theme: {
    extend: {
      tokens: {
        fonts: { body: { value: systemSans }, heading: { value: systemSans } },
        spacing: {
          // What an anchor or a focused control is kept clear of at the top of the page, under
          // the sticky header (the root's scroll padding). The header is one row on a phone
          // (65 px at 16 px text); from md its navigation takes rows of its own under the brand:
          // two where it wraps, up to about 880 px (145 px), one on a wider screen (97 px).
          // Breakpoints and header scale alike with the text size.
          headerClearance: {
            phone: { value: '5rem' },
            tablet: { value: '10rem' },
            wide: { value: '7rem' },
          },
        },
        zIndex: {
          sticky: { value: 1100 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          skipLink: { value: 1600 },
          toast: { value: 1700 },
        },
      },
      semanticTokens,
      keyframes: {
        // Fills most of the bar quickly, then creeps: a wait with no known length.
        navigationProgress: { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } },
      },
      textStyles,
      recipes: { button, badge, iconButton },
      slotRecipes: { accordion, card, datePicker, dialog, field, fileUpload, slider, tabs },
    },
  },
  patterns: {
    extend: {
      // The site's content width, so that every band lines up with the header and the footer.
      container: {
        transform: (props) => ({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, ...props }),
      },
    },
  },
  globalCss: {
    // Both schemes, the system's first; a visitor's choice (`data-color-scheme`) and print pin one.
    html: {
      colorScheme: 'light dark',
      // The clearance of the header's layout at this width, kept in one property that the
      // header's own controls take back (site-header.tsx).
      '--header-clearance': {
        base: 'token(spacing.headerClearance.phone)',
        md: 'token(spacing.headerClearance.tablet)',
        lg: 'token(spacing.headerClearance.wide)',
      },
      scrollPaddingTop: 'var(--header-clearance)',
    },
    'html[data-color-scheme=light]': { colorScheme: 'light' },
    'html[data-color-scheme=dark]': { colorScheme: 'dark' },
    '@media print': {
      html: { colorScheme: 'light !important' },
      // On paper a link is only useful with its address beside it.
      'main a[href]:not([href^="#"])::after': {
        content: '" (" attr(href) ")"',
        fontSize: '0.85em',
        fontWeight: 'normal',
        overflowWrap: 'anywhere',
      },
      // printPart (src/lib/browser/print-part.ts): only the marked part of the page, from the top.
      'html[data-printing=part] main': { visibility: 'hidden' },
      'html[data-printing=part] [data-print-part]': {
        visibility: 'visible',
        position: 'absolute',
        insetInlineStart: '0',
        top: '0',
        width: '100%',
      },
    },
    body: { fontFamily: 'body', bg: 'bg.canvas', color: 'fg.default', lineHeight: '1.6' },
    'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible':
      { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': {
      // Every animation ends at once, except the toasts' timer: react-toastify closes a toast
      // when its progress bar's animation ends, so ended at once it closed every toast before
      // anyone could read it. toast.css hides that bar instead.
      '*:not(.Toastify__progress-bar--animated), *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
})
