import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const messageStyle = css({ py: '8', color: 'fg.muted', fontSize: 'lg' })

/** A full-width state line: loading, offline with nothing saved, or a failure. */
export function PortalMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={messageStyle}>
      {children}
    </p>
  )
}
