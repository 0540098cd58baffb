import { useState } from 'react'
import { FigureBand } from '@/components/sections/figure-band'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { stats } from '../content'
import { randomStat } from '../model/live-stat'

export function StatsStrip() {
  // The prerendered value is fixed so hydration matches; the illustrative one varies afterwards.
  const [randomValue] = useState(() => randomStat(stats.live.min, stats.live.max))
  const liveValue = useHydrated() ? randomValue : stats.live.prerendered
  const figures = [...stats.fixed, { label: stats.live.label, value: String(liveValue) }]
  return <FigureBand label={stats.label} figures={figures} note={stats.note} />
}
