import type { LucideIcon } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'

const listStyle = grid({ gap: '4', columns: { base: 1, md: 3 }, mt: '10', textAlign: 'start' })
const itemStyle = flex({
  gap: '3',
  p: '4',
  bg: 'bg.canvas',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const iconStyle = css({ color: 'fg.accent', flexShrink: 0 })
const titleStyle = css({ fontWeight: '700' })

export interface HighlightListProps<Icon extends string> {
  items: readonly { icon: Icon; title: string; text: string }[]
  /** The picture for each icon name the items use. */
  icons: Record<Icon, LucideIcon>
}

/** Short selling points under a hero's lead, each after its icon. */
export function HighlightList<Icon extends string>({ items, icons }: HighlightListProps<Icon>) {
  return (
    <ul className={listStyle}>
      {items.map(({ icon, title, text }) => {
        const Picture: LucideIcon = icons[icon]
        return (
          <li key={title} className={itemStyle}>
            <Picture aria-hidden="true" size={24} className={iconStyle} />
            <div>
              <p className={titleStyle}>{title}</p>
              <p>{text}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
