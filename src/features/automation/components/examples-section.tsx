import { useState } from 'react'
import { grid } from 'styled-system/patterns'
import { button, card } from 'styled-system/recipes'
import { PageSection } from '@/components/sections/page-section'
import { examples, type ExampleId } from '../content/page'
import { DemoDialog } from './demo-dialog'

const gridStyle = grid({ gap: '6', columns: { base: 1, sm: 2, lg: 3 } })

const triggerId = (id: ExampleId) => `demo-trigger-${id}`

export function ExamplesSection() {
  const styles = card()
  const [open, setOpen] = useState(false)
  // Which demo was opened, and how many times: each opening starts at step 1.
  const [shown, setShown] = useState<{ id: ExampleId; opening: number } | null>(null)
  const example = examples.items.find((item) => item.id === shown?.id)

  return (
    <PageSection id="examples" title={examples.title} lead={examples.lead} tone="subtle">
      <ul className={gridStyle}>
        {examples.items.map((item) => (
          <li key={item.id} className={styles.root}>
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.description}>{item.text}</p>
            </div>
            <div className={styles.footer}>
              <button
                id={triggerId(item.id)}
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                aria-haspopup="dialog"
                aria-label={examples.demoButtonLabel(item.title)}
                onClick={() => {
                  setShown((previous) => ({ id: item.id, opening: (previous?.opening ?? 0) + 1 }))
                  setOpen(true)
                }}
              >
                {examples.demoButton}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {shown && example ? (
        <DemoDialog
          key={shown.opening}
          example={example}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => document.getElementById(triggerId(shown.id))}
        />
      ) : null}
    </PageSection>
  )
}
