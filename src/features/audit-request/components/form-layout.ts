import { css } from 'styled-system/css'

export const formStyle = css({ display: 'grid', gap: '5' })
export const twoColumns = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
})
export const requiredNoteStyle = css({ fontSize: 'sm', color: 'fg.muted' })
