import { useState } from 'react'
import { css } from 'styled-system/css'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { stats } from '../content'
import { randomStat } from '../model/live-stat'

const stripStyle = css({ bg: 'accent.solid', color: 'accent.contrast', py: '10' })
const listStyle = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  textAlign: 'center',
})
const valueStyle = css({ fontSize: '3xl', fontWeight: '800', fontVariantNumeric: 'tabular-nums' })
const noteStyle = css({ textAlign: 'center', fontSize: 'sm', mt: '4' })

export function StatsStrip() {
  // The prerendered value is fixed so hydration matches; the illustrative one varies afterwards.
  const [randomValue] = useState(() => randomStat(stats.live.min, stats.live.max))
  const liveValue = useHydrated() ? randomValue : stats.live.prerendered

  return (
    <section aria-label="Company figures" className={stripStyle}>
      <dl className={listStyle}>
        {stats.fixed.map((stat) => (
          <div key={stat.label}>
            <dd className={valueStyle}>{stat.value}</dd>
            <dt>{stat.label}</dt>
          </div>
        ))}
        <div>
          <dd className={valueStyle}>{liveValue}</dd>
          <dt>{stats.live.label}</dt>
        </div>
      </dl>
      <p className={noteStyle}>{stats.note}</p>
    </section>
  )
}
