import { Accessibility, Briefcase, Tag, type LucideIcon } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { CardGrid } from '@/components/sections/card-grid'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { moreFromUs } from '../content'

const icons: Record<(typeof moreFromUs.cards)[number]['icon'], LucideIcon> = {
  accessibility: Accessibility,
  tag: Tag,
  briefcase: Briefcase,
}

const iconStyle = css({ color: 'fg.accent' })
const linksStyle = flex({ wrap: 'wrap', gap: '2' })

/** Leads to the accessibility tools, the price lists and the careers page. */
export function MoreFromUs() {
  const styles = card()
  return (
    <PageSection id="more" title={moreFromUs.title} lead={moreFromUs.lead}>
      <CardGrid perRow={3}>
        {moreFromUs.cards.map((item) => {
          const Icon = icons[item.icon]
          return (
            <li key={item.title} className={styles.root}>
              <div className={styles.header}>
                <Icon aria-hidden="true" className={iconStyle} size={28} />
                <h3 className={styles.title}>{item.title}</h3>
              </div>
              <div className={styles.body}>
                <p className={styles.description}>{item.text}</p>
              </div>
              <ul className={`${styles.footer} ${linksStyle}`}>
                {item.links.map((link) => (
                  <li key={link.to}>
                    <LinkButton to={link.to} variant="outline" size="sm">
                      {link.label}
                    </LinkButton>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </CardGrid>
    </PageSection>
  )
}
