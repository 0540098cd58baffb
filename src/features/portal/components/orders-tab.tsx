import { flex } from 'styled-system/patterns'
import { LinkButton } from '@/components/ui/link-button'
import { ordersCopy } from '../content'

const emptyStyle = flex({ direction: 'column', align: 'flex-start', gap: '4' })

/** Website orders are not tracked here yet: the list is always empty (spec). */
export function OrdersTab() {
  return (
    <div className={emptyStyle}>
      <p>{ordersCopy.empty}</p>
      <LinkButton to="/website-services">{ordersCopy.orderWebsite}</LinkButton>
    </div>
  )
}
