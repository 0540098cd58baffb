import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { StrokeIcon } from '@/components/ui/stroke-icon'

const listStyle = flex({ direction: 'column', gap: '2' })
const itemStyle = flex({ gap: '2', align: 'flex-start' })
const iconStyle = css({ color: 'success.fg', flexShrink: 0, mt: '1' })

/** A tick drawn inline: the icon library's runtime stays off the first load of these pages. */
function CheckIcon() {
  return (
    <StrokeIcon size={18} strokeWidth={2.5} className={iconStyle}>
      <path d="M20 6 9 17l-5-5" />
    </StrokeIcon>
  )
}

export interface CheckListProps {
  items: readonly string[]
  /** Names the list where the heading above it does not say what it lists. */
  label?: string
}

/** What a plan, package or service includes, each item after a tick. */
export function CheckList({ items, label }: CheckListProps) {
  return (
    <ul className={listStyle} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={itemStyle}>
          <CheckIcon />
          {item}
        </li>
      ))}
    </ul>
  )
}
