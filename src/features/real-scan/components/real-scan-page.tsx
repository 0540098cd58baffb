import { Info } from 'lucide-react'
import { css } from 'styled-system/css'
import { container, flex } from 'styled-system/patterns'
import { realScanHero } from '../content'
import { AppUploadPanel } from './app-upload-panel'
import { Benefits } from './benefits'
import { NextSteps } from './next-steps'

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '16' } })
const innerStyle = container({ maxW: '4xl' })
const titleStyle = css({ textStyle: 'display', color: 'fg.default' })
const noticeStyle = flex({
  gap: '3',
  align: 'flex-start',
  mt: '6',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.canvas',
})
const panelAreaStyle = container({ maxW: '4xl', py: '12' })

export function RealScanPage() {
  return (
    <>
      <section aria-labelledby="real-scan-heading" className={heroStyle}>
        <div className={innerStyle}>
          <p className={css({ color: 'fg.accent', fontWeight: '700', mb: '4' })}>
            {realScanHero.eyebrow}
          </p>
          <h1 id="real-scan-heading" className={titleStyle}>
            {realScanHero.title}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '6' })}>
            {realScanHero.lead}
          </p>
          <p className={noticeStyle}>
            <Info aria-hidden="true" size={20} className={css({ flexShrink: 0, mt: '0.5' })} />
            <span>{realScanHero.notice}</span>
          </p>
        </div>
      </section>
      <div className={panelAreaStyle}>
        <AppUploadPanel />
      </div>
      <Benefits />
      <NextSteps />
    </>
  )
}
