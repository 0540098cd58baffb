import { grid } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { PageSection } from '@/components/sections/page-section'
import { benefits } from '../content'

const gridStyle = grid({ gap: '6', columns: { base: 1, sm: 2, lg: 4 } })

export function Benefits() {
  const styles = card()
  return (
    <PageSection id="scan-benefits" title={benefits.title} tone="subtle">
      <ul className={gridStyle}>
        {benefits.items.map((item) => (
          <li key={item.title} className={styles.root}>
            <div className={styles.header}>
              <h3 className={styles.title}>{item.title}</h3>
            </div>
            <div className={styles.body}>
              <p className={styles.description}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
