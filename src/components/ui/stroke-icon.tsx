import type { ReactNode } from 'react'

export interface StrokeIconProps {
  /** Width and height in pixels. */
  size?: number
  strokeWidth?: number
  className?: string
  /** The icon's paths, drawn in a 24-unit box. */
  children: ReactNode
}

/**
 * A decorative line icon in the text's colour. The widgets draw their few icons this way, so
 * the icon library stays off the first load of pages that have no other icon.
 */
export function StrokeIcon({ size = 20, strokeWidth = 2, className, children }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  )
}
