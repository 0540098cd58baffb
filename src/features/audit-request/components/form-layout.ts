import { css } from 'styled-system/css'

export const requiredNoteStyle = css({ fontSize: 'sm', color: 'fg.muted' })
