import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { PageSection } from '@/components/sections/page-section'
import type { StatementSection as Section } from '../content'

const proseStyle = flex({ direction: 'column', gap: '4', maxW: '3xl', textStyle: 'lead' })
const listStyle = css({ listStyleType: 'disc', ps: '5', '& li + li': { mt: '2' } })

/** One part of the statement: its paragraphs, then its points as a bulleted list. */
export function StatementSection({
  section,
  tone,
  children,
}: {
  section: Section
  tone?: 'canvas' | 'subtle'
  children?: ReactNode
}) {
  return (
    <PageSection id={section.id} title={section.title} tone={tone}>
      <div className={proseStyle}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.items ? (
          <ul className={listStyle}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </PageSection>
  )
}
