import { Quote } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { ActionLinks } from '@/components/sections/action-row'
import { CardGrid } from '@/components/sections/card-grid'
import { PageSection } from '@/components/sections/page-section'
import { testimonials, trustActions, trustSection } from '../content'

const quoteStyle = css({ fontSize: 'lg', color: 'fg.default' })
const actionsStyle = flex({ wrap: 'wrap', gap: '3', mt: '10', justify: 'center' })

export function TrustSection() {
  const styles = card()
  return (
    <PageSection id="trust" title={trustSection.title} lead={trustSection.lead} tone="subtle">
      <CardGrid perRow={3}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className={styles.root}>
            <figure className={styles.body}>
              <Quote aria-hidden="true" className={css({ color: 'fg.accent' })} />
              <blockquote className={quoteStyle}>{testimonial.quote}</blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>
                <span className={css({ display: 'block', color: 'fg.muted' })}>
                  {testimonial.role}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </CardGrid>
      <div className={actionsStyle}>
        <ActionLinks actions={trustActions} />
      </div>
    </PageSection>
  )
}
