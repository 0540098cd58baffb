import { defineSlotRecipe } from '@pandacss/dev'

/** The select's arrow: a chevron 10.5 px wide and 5.25 px high, 16 px from the right (at 16 px). */
const ARROW_HALF = '0.328125rem'
const ARROW_RIGHT = '1rem'
const ARROW_COLOUR = '#64748b'
/**
 * One stroke of the chevron across a square: a line through its centre, 1.9 px thick, its edges
 * blended over half a pixel. At 45deg the line runs from top left to bottom right, at -45deg up.
 */
const arrowStroke = (angle: string) =>
  `linear-gradient(${angle}, transparent calc(50% - 1.2px), ${ARROW_COLOUR} calc(50% - 0.7px), ${ARROW_COLOUR} calc(50% + 0.7px), transparent calc(50% + 1.2px))`

export const field = defineSlotRecipe({
  className: 'field',
  description: 'A labelled form control with its hint and error',
  slots: ['root', 'label', 'control', 'helperText', 'errorText', 'requiredIndicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: '600', color: 'fg.default' },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
    control: {
      w: 'full',
      minH: '11',
      px: '3',
      py: '2',
      bg: 'bg.canvas',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      fontSize: 'md',
      _placeholder: { color: 'fg.muted' },
      _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '1px' },
      // Only our own invalid state: the browser's :invalid would flag untouched required fields.
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.solid' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
      // Our own arrow in a padding we size, so a choice's text is never drawn under it. Its grey
      // (slate 500) keeps 3:1 against both schemes' fields. Two gradient strokes, not an SVG
      // image: the browser builds a document of its own for an SVG image, 30-138 ms of a quote
      // page's first frame on a 4x slower processor (decision 0036).
      '&:is(select)': {
        appearance: 'none',
        pe: '10',
        bgImage: `${arrowStroke('45deg')}, ${arrowStroke('-45deg')}`,
        bgRepeat: 'no-repeat',
        bgSize: `${ARROW_HALF} ${ARROW_HALF}`,
        bgPosition: `right calc(${ARROW_RIGHT} + ${ARROW_HALF}) center, right ${ARROW_RIGHT} center`,
        // Forced colours drop gradients: the browser's own arrow then shows, in the system's colours.
        '@media (forced-colors: active)': { appearance: 'auto' },
      },
    },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.fg', fontWeight: '600' },
  },
})
