import { useState } from 'react'
import { grid } from 'styled-system/patterns'
import { button, card } from 'styled-system/recipes'
import { PageSection } from '@/components/sections/page-section'
import { useQuiet } from '@/lib/hooks/use-quiet'
import { examples, type ExampleId } from '../content/page'
import { DemoDialog } from './demo-dialog'

const gridStyle = grid({ gap: '6', columns: { base: 1, sm: 2, lg: 3 } })

const triggerId = (id: ExampleId) => `demo-trigger-${id}`

export function ExamplesSection() {
  const styles = card()
  const [open, setOpen] = useState(false)
  const [shownId, setShownId] = useState<ExampleId | null>(null)
  // The dialog is mounted closed once the page is quiet, so that View Demo shows it with the
  // chosen demo rather than building it in the tap (docs/decisions/0016).
  const quiet = useQuiet()
  const example =
    examples.items.find((item) => item.id === shownId) ?? (quiet ? examples.items[0] : undefined)

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
                  setShownId(item.id)
                  setOpen(true)
                }}
              >
                {examples.demoButton}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {example ? (
        <DemoDialog
          example={example}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => document.getElementById(triggerId(example.id))}
        />
      ) : null}
    </PageSection>
  )
}
