import type { ReactNode } from 'react'
import { card } from 'styled-system/recipes'

export interface DemoCardProps {
  title: string
  description: string
  children: ReactNode
}

/** The frame every demo widget sits in: its name as a heading, what it does, the widget. */
export function DemoCard({ title, description, children }: DemoCardProps) {
  const styles = card()
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  )
}
