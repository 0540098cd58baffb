import { flex, grid } from 'styled-system/patterns'

export const formStyle = flex({ direction: 'column', gap: '4' })
export const nameRowStyle = grid({ gap: '4', columns: { base: 1, sm: 2 } })
