import { grid } from 'styled-system/patterns'

/** A form's parts, one under the other. */
export const formStack = grid({ gap: '5' })

/** Fields side by side in two columns from the medium breakpoint, one column on phones. */
export const fieldColumns = grid({ gap: '5', columns: { base: 1, md: 2 } })
