import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { LinkButton } from '@/components/ui/link-button'
import { Modal } from '@/components/ui/modal'
import { DEMO_STEP_COUNT, demoDialog, demoSteps } from '../content/demos'
import { type ExampleId } from '../content/page'

export interface DemoDialogProps {
  example: { id: ExampleId; title: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: () => HTMLElement | null
}

const progressStyle = flex({ gap: '2' })
const dotStyle = css({ flex: '1', h: '2', borderRadius: 'full', bg: 'bg.muted' })
const doneDotStyle = css({ flex: '1', h: '2', borderRadius: 'full', bg: 'accent.solid' })
const stepStyle = flex({ direction: 'column', gap: '2', minH: '32' })
const navStyle = flex({ wrap: 'wrap', gap: '3', justify: 'space-between' })

/** A four-step walk-through of one automation, ending with the two ways to go ahead. */
export function DemoDialog({ example, open, onOpenChange, returnFocusTo }: DemoDialogProps) {
  const [index, setIndex] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const steps = demoSteps[example.id]
  const step = steps[index]
  const last = index === DEMO_STEP_COUNT - 1

  // After Next or Back, focus the new step so it is read out and the keyboard stays in place.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [index])

  const go = (delta: number) => {
    moved.current = true
    setIndex((current) => current + delta)
  }

  // Kept in the page while closed: each opening starts at step 1.
  const changeOpen = (next: boolean) => {
    if (!next) {
      moved.current = false
      setIndex(0)
    }
    onOpenChange(next)
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={demoDialog.title(example.title)}
      description={demoDialog.description}
      returnFocusTo={returnFocusTo}
      keepMounted
    >
      <div className={progressStyle} aria-hidden="true">
        {steps.map((item, position) => (
          <span key={item.title} className={position <= index ? doneDotStyle : dotStyle} />
        ))}
      </div>
      <div className={stepStyle}>
        <p className={css({ color: 'fg.accent', fontWeight: '700' })}>
          {demoDialog.progress(index + 1, DEMO_STEP_COUNT)}
        </p>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className={css({ textStyle: 'h3', _focus: { outline: 'none' } })}
        >
          {step?.title}
        </h3>
        <p className={css({ color: 'fg.muted' })}>{step?.text}</p>
      </div>
      <div className={navStyle}>
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          {demoDialog.back}
        </button>
        {last ? (
          <div className={flex({ wrap: 'wrap', gap: '3' })}>
            <LinkButton to="/contact">{demoDialog.getStarted}</LinkButton>
            <LinkButton to="/book-call" variant="outline">
              {demoDialog.scheduleCall}
            </LinkButton>
          </div>
        ) : (
          <button type="button" className={button()} onClick={() => go(1)}>
            {demoDialog.next}
          </button>
        )}
      </div>
    </Modal>
  )
}
