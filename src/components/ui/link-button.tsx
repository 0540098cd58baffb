import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { button, type ButtonVariantProps } from 'styled-system/recipes'

export interface LinkButtonProps extends ButtonVariantProps {
  to: string
  children: ReactNode
}

/** A navigation link styled as a button (it goes somewhere, so it is a link). */
export function LinkButton({ to, children, variant, size }: LinkButtonProps) {
  return (
    <Link to={to} className={button({ variant, size })}>
      {children}
    </Link>
  )
}
