import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './focus-ring'

/** An always-visible month calendar; its month buttons are icon buttons. */
export const datePicker = defineSlotRecipe({
  className: 'date-picker',
  description: 'A month calendar to choose a day (Ark UI date picker)',
  slots: [
    'root',
    'label',
    'hint',
    'content',
    'viewControl',
    'rangeText',
    'tableHeader',
    'tableCellTrigger',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontWeight: '600' },
    hint: { fontSize: 'sm', color: 'fg.muted' },
    content: {
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      p: '3',
      w: 'fit-content',
      maxW: 'full',
    },
    viewControl: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      mb: '2',
    },
    rangeText: { fontWeight: '700' },
    tableHeader: { fontSize: 'sm', fontWeight: '600', color: 'fg.muted', p: '1' },
    tableCellTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '11',
      h: '11',
      borderRadius: 'md',
      cursor: 'pointer',
      fontVariantNumeric: 'tabular-nums',
      _hover: { bg: 'bg.accentSubtle' },
      '&[data-today]': { fontWeight: '800', textDecoration: 'underline' },
      '&[data-selected]': { bg: 'accent.solid', color: 'accent.contrast' },
      '&[data-unavailable], &[data-disabled]': {
        color: 'fg.muted',
        textDecoration: 'line-through',
        cursor: 'not-allowed',
        bg: 'transparent',
      },
      '&[data-outside-range]': { visibility: 'hidden' },
      _focusVisible: focusRing('1px'),
    },
  },
})
