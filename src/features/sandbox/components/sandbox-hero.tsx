import { Info } from 'lucide-react'
import { css } from 'styled-system/css'
import { container, flex } from 'styled-system/patterns'
import { sandboxHero } from '../content/page'

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const innerStyle = container({ maxW: '4xl', textAlign: 'center' })
const eyebrowStyle = css({ color: 'fg.accent', fontWeight: '700', mb: '4' })
const titleStyle = css({ textStyle: 'display', color: 'fg.default' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '6' })
const noticeStyle = flex({
  gap: '3',
  align: 'flex-start',
  textAlign: 'start',
  mt: '8',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.canvas',
  color: 'fg.default',
})

export function SandboxHero() {
  return (
    <section aria-labelledby="sandbox-heading" className={heroStyle}>
      <div className={innerStyle}>
        <p className={eyebrowStyle}>{sandboxHero.eyebrow}</p>
        <h1 id="sandbox-heading" className={titleStyle}>
          {sandboxHero.title}
        </h1>
        <p className={leadStyle}>{sandboxHero.lead}</p>
        <p className={noticeStyle}>
          <Info aria-hidden="true" size={20} className={css({ flexShrink: 0, mt: '0.5' })} />
          <span>{sandboxHero.notice}</span>
        </p>
      </div>
    </section>
  )
}
