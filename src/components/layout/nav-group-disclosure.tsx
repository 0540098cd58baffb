import { Collapsible } from '@ark-ui/react/collapsible'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import type { NavGroup } from '@/lib/site/nav-groups'

const rootStyle = css({ position: 'relative' })
const panelStyle = css({
  position: 'absolute',
  top: 'calc(100% + token(spacing.1))',
  insetInlineEnd: '0',
  zIndex: 'overlay',
  minW: '64',
  p: '2',
  bg: 'bg.canvas',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
})
const panelLinkStyle = flex({
  align: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'fg.accent', fontWeight: '700' },
})

/**
 * One group of the header's navigation as a disclosure (Ark UI's collapsible): a button that
 * shows or hides a list of links. The links are in the prerendered HTML, hidden until opened.
 * Escape, moving focus out of the group and any navigation close it again.
 */
export function NavGroupDisclosure({
  group,
  triggerClass,
}: {
  group: NavGroup
  triggerClass: string
}) {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router])

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    triggerRef.current?.focus()
  }
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      className={rootStyle}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <Collapsible.Trigger ref={triggerRef} className={triggerClass}>
        {group.label}
        <Chevron />
      </Collapsible.Trigger>
      <Collapsible.Content className={panelStyle}>
        <ul aria-label={group.label}>
          {group.items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={panelLinkStyle}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}

/** Drawn inline: the icon library stays off the first load of every page. */
function Chevron() {
  return (
    <StrokeIcon size={16}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  )
}
