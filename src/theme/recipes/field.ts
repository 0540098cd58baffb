import { defineSlotRecipe } from '@pandacss/dev'

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
    },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.fg', fontWeight: '600' },
  },
})
