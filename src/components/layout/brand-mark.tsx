import { css } from 'styled-system/css'

const markStyle = css({ w: '8', h: '8', flexShrink: 0 })

/** The logo, drawn inline so it paints with the first byte of HTML. */
export function BrandMark() {
  return (
    <svg className={markStyle} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect
        width="32"
        height="32"
        rx="8"
        fill="currentColor"
        className={css({ color: 'accent.solid' })}
      />
      <path d="M9 23V9h4v5.2L18 9h5l-6 6.4L23.4 23h-5l-4.2-5.3-1.2 1.3v4z" fill="white" />
    </svg>
  )
}
