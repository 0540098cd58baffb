import { quickColoursCopy } from '../content/colours'
import { ColourPairDemo, useColourPair } from './colour-pair-demo'
import { DemoCard } from './demo-card'

export function QuickColors() {
  const pair = useColourPair()
  const { background, text } = pair
  return (
    <DemoCard title={quickColoursCopy.title} description={quickColoursCopy.description}>
      <ColourPairDemo
        pair={pair}
        copyable
        preview={{ background, text, caption: quickColoursCopy.preview(text, background) }}
      />
    </DemoCard>
  )
}
