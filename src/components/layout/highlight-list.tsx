import type { LucideIcon } from 'lucide-react'
import { css } from 'styled-system/css'

const listStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  mt: '10',
  textAlign: 'start',
})
const itemStyle = css({
  display: 'flex',
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
