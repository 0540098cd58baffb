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
      // Our own arrow in a padding we size, so a choice's text is never drawn under it. Its grey
      // (slate 500) keeps 3:1 against both schemes' fields.
      '&:is(select)': {
        appearance: 'none',
        pe: '10',
        bgImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`,
        bgRepeat: 'no-repeat',
        bgPosition: 'right 0.75rem center',
        bgSize: '1.125rem',
      },
    },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.fg', fontWeight: '600' },
  },
})
