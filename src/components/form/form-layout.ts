import { css } from 'styled-system/css'

/** A form's parts, one under the other. */
export const formStack = css({ display: 'grid', gap: '5' })

/** Fields side by side in two columns from the medium breakpoint, one column on phones. */
export const fieldColumns = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
})
