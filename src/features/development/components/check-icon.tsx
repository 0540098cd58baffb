import { css } from 'styled-system/css'

const iconStyle = css({ color: 'success.fg', flexShrink: 0, mt: '1' })

/** A tick drawn inline: the icon library's runtime stays off this page's first load. */
export function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={iconStyle}
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  )
}
