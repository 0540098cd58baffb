import { defineTextStyles } from '@pandacss/dev'

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontSize: { base: '2.25rem', md: '3.5rem' },
      fontWeight: '800',
      lineHeight: '1.1',
      letterSpacing: '-0.02em',
    },
  },
  h2: {
    value: { fontSize: { base: '1.75rem', md: '2.25rem' }, fontWeight: '700', lineHeight: '1.2' },
  },
  h3: { value: { fontSize: '1.25rem', fontWeight: '600', lineHeight: '1.3' } },
  lead: { value: { fontSize: { base: '1.125rem', md: '1.25rem' }, lineHeight: '1.6' } },
})
