import { css } from 'styled-system/css'
import { LinkButton } from '@/components/ui/link-button'

const emptyStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '4',
})

/** Website orders are not tracked here yet: the list is always empty (spec). */
export function OrdersTab() {
  return (
    <div className={emptyStyle}>
      <p>You have no website orders yet.</p>
      <LinkButton to="/website-services">Order a Website</LinkButton>
    </div>
  )
}
