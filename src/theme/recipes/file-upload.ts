import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './focus-ring'

export const fileUpload = defineSlotRecipe({
  className: 'file-upload',
  description: 'Choosing files by click, keyboard or drop (Ark UI file upload)',
  slots: ['root', 'label', 'dropzone', 'action', 'hint'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontWeight: '600', color: 'fg.default' },
    dropzone: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      p: '6',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      borderRadius: 'lg',
      bg: 'bg.subtle',
      color: 'fg.default',
      textAlign: 'center',
      cursor: 'pointer',
      _hover: { bg: 'bg.accentSubtle' },
      _focusVisible: focusRing('2px'),
      '&[data-dragging]': { borderColor: 'accent.solid', bg: 'bg.accentSubtle' },
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
      '&[data-invalid]': { borderColor: 'danger.solid' },
    },
    action: { fontWeight: '600', color: 'fg.accent' },
    hint: { fontSize: 'sm', color: 'fg.muted' },
  },
})
