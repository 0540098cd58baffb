import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { notify } from '@/lib/toast/toast'
import { flowCopy, flowToasts, serviceOptions } from '../content'
import { ContactStep } from './contact-step'
import { ServiceChoice } from './service-choice'

const wrapStyle = css({
  maxW: '4xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '10', md: '16' },
})
const titleStyle = css({ textStyle: 'display', _focus: { outline: 'none' } })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '4', mb: '8' })
const actionsStyle = css({ mt: '8' })

type Step = 'select' | 'contact'

export function GetStartedPage() {
  const [step, setStep] = useState<Step>('select')
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const stepChanged = useRef(false)
  const selected = serviceOptions.find((option) => option.id === selectedId) ?? null

  // The new step's heading takes focus, so screen reader users hear where they are.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus()
  }, [step])

  const goTo = (next: Step) => {
    stepChanged.current = true
    setStep(next)
  }

  const onContinue = () => {
    if (!selected) {
      notify(flowToasts.noService)
      return
    }
    goTo('contact')
  }

  return (
    <div className={wrapStyle}>
      <h1 ref={headingRef} tabIndex={-1} className={titleStyle}>
        {step === 'select' ? flowCopy.selectTitle : flowCopy.contactTitle}
      </h1>
      <p className={leadStyle}>{step === 'select' ? flowCopy.selectLead : flowCopy.contactLead}</p>
      {step === 'select' || !selected ? (
        <>
          <ServiceChoice value={selectedId} onChange={setSelectedId} />
          <div className={actionsStyle}>
            <button type="button" className={button({ size: 'lg' })} onClick={onContinue}>
              {flowCopy.continue}
            </button>
          </div>
        </>
      ) : (
        <ContactStep service={selected} onChangeService={() => goTo('select')} />
      )}
    </div>
  )
}
