import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'

/** A checkbox's label: the box and its words on one line, a 44 px target. */
export const checkboxLabelStyle = flex({ align: 'center', gap: '3', cursor: 'pointer', minH: '11' })

/**
 * The browser's own checkbox in the accent colour: it ticks before the page's script arrives,
 * and forced colours draw it in the system's colours, tick included.
 */
export const checkboxBoxStyle = css({ w: '5', h: '5', accentColor: 'accent.solid', flexShrink: 0 })
