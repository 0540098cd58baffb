import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/theme/button-classes'

export interface LinkButtonProps {
  to: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A navigation link styled as a button (it goes somewhere, so it is a link). */
export function LinkButton({ to, children, variant, size }: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClass(variant, size)}>
      {children}
    </Link>
  )
}
