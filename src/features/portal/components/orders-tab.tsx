import { flex } from 'styled-system/patterns'
import { LinkButton } from '@/components/ui/link-button'

const emptyStyle = flex({ direction: 'column', align: 'flex-start', gap: '4' })

/** Website orders are not tracked here yet: the list is always empty (spec). */
export function OrdersTab() {
  return (
    <div className={emptyStyle}>
      <p>You have no website orders yet.</p>
      <LinkButton to="/website-services">Order a Website</LinkButton>
    </div>
  )
}
