import { ActionRow, type Action } from './action-row'
import { PageSection, type PageSectionProps } from './page-section'

export interface CtaSectionProps extends Omit<PageSectionProps, 'lead' | 'children'> {
  /** Says what the actions lead to. */
  text: string
  actions: readonly Action[]
}

/** A page's closing invitation: a title, a line of text and its calls to action. */
export function CtaSection({ text, actions, ...section }: CtaSectionProps) {
  return (
    <PageSection {...section} lead={text}>
      <ActionRow actions={actions} />
    </PageSection>
  )
}
