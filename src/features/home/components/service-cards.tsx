import { Globe, Smartphone, Workflow, Wrench, type LucideIcon } from 'lucide-react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { CardGrid } from '@/components/sections/card-grid'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { serviceCards, serviceCardsSection } from '../content'

const icons: Record<(typeof serviceCards)[number]['icon'], LucideIcon> = {
  globe: Globe,
  smartphone: Smartphone,
  workflow: Workflow,
  wrench: Wrench,
}

const iconStyle = css({ color: 'fg.accent' })
const highlightStyle = css({ color: 'fg.accent', fontWeight: '700', fontSize: 'sm' })

export function ServiceCards() {
  const styles = card()
  return (
    <PageSection id="services" title={serviceCardsSection.title} lead={serviceCardsSection.lead}>
      <CardGrid perRow={4}>
        {serviceCards.map((service) => {
          const Icon = icons[service.icon]
          return (
            <li key={service.title} className={styles.root}>
              <div className={styles.header}>
                <Icon aria-hidden="true" className={iconStyle} size={28} />
                <h3 className={styles.title}>{service.title}</h3>
                <p className={highlightStyle}>{service.highlight}</p>
              </div>
              <div className={styles.body}>
                <p className={styles.description}>{service.text}</p>
              </div>
              <div className={styles.footer}>
                <LinkButton to={service.to} variant="outline" size="sm">
                  {service.cta}
                  <span className={css({ srOnly: true })}>: {service.title}</span>
                </LinkButton>
              </div>
            </li>
          )
        })}
      </CardGrid>
    </PageSection>
  )
}
