import { flex } from 'styled-system/patterns'
import { LinkButton } from '@/components/ui/link-button'

export interface Action {
  label: string
  to: string
  /** The page's main action is solid; the others are outlined beside it. */
  emphasis: 'primary' | 'secondary'
}

const rowStyles = {
  center: flex({ wrap: 'wrap', gap: '3', mt: '8', justify: 'center' }),
  start: flex({ wrap: 'wrap', gap: '3', mt: '8' }),
}

/** A page's calls to action as large link buttons, for a row its section lays out itself. */
export function ActionLinks({ actions }: { actions: readonly Action[] }) {
  return actions.map((action) => (
    <LinkButton
      key={action.label}
      to={action.to}
      size="lg"
      variant={action.emphasis === 'primary' ? 'solid' : 'outline'}
    >
      {action.label}
    </LinkButton>
  ))
}

export interface ActionRowProps {
  actions: readonly Action[]
  align?: 'start' | 'center'
}

/** A page's calls to action, in a row that wraps on narrow screens. */
export function ActionRow({ actions, align = 'start' }: ActionRowProps) {
  return (
    <div className={rowStyles[align]}>
      <ActionLinks actions={actions} />
    </div>
  )
}
