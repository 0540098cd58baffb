import { css } from 'styled-system/css'

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const nameRowStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
})
