import { defineSlotRecipe } from '@pandacss/dev'

export const card = defineSlotRecipe({
  className: 'card',
  description: 'A bordered surface holding one topic',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.canvas',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'xl',
      boxShadow: 'sm',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', p: '6', pb: '0' },
    title: { textStyle: 'h3', color: 'fg.default' },
    description: { color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', p: '6', flex: '1' },
    footer: { display: 'flex', gap: '3', p: '6', pt: '0', flexWrap: 'wrap' },
  },
})
