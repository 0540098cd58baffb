import type { ReactNode } from 'react'
import { container } from 'styled-system/patterns'

const columnsStyle = container({
  display: 'grid',
  py: { base: '10', md: '16' },
  gap: '8',
  gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
  alignItems: 'start',
})

/** A page's main task (first child) beside a narrower column; on phones the column follows. */
export function MainWithAside({ children }: { children: ReactNode }) {
  return <div className={columnsStyle}>{children}</div>
}
