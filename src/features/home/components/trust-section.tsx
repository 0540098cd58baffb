import { Quote } from 'lucide-react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { ActionLinks } from '@/components/layout/action-row'
import { PageSection } from '@/components/layout/page-section'
import { testimonials, trustActions } from '../content'

const gridStyle = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
const quoteStyle = css({ fontSize: 'lg', color: 'fg.default' })
const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  mt: '10',
  justifyContent: 'center',
})

export function TrustSection() {
  const styles = card()
  return (
    <PageSection
      id="trust"
      title="Trusted by businesses and public agencies"
      lead="What clients say after launch."
      tone="subtle"
    >
      <ul className={gridStyle}>
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
      </ul>
      <div className={actionsStyle}>
        <ActionLinks actions={trustActions} />
      </div>
    </PageSection>
  )
}
