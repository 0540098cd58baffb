import { ShieldCheck } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { enterpriseMobile } from '../content'

const layoutStyle = grid({ gap: '8', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })
const textStyle = css({ textStyle: 'lead', color: 'fg.muted' })
const listStyle = flex({ direction: 'column', gap: '3' })
const itemStyle = flex({ gap: '3', align: 'flex-start' })

export function EnterpriseMobile() {
  return (
    <PageSection id="enterprise" title={enterpriseMobile.title}>
      <div className={layoutStyle}>
        <div className={flex({ direction: 'column', gap: '6', align: 'flex-start' })}>
          <p className={textStyle}>{enterpriseMobile.text}</p>
          <LinkButton to={enterpriseMobile.cta.to}>{enterpriseMobile.cta.label}</LinkButton>
        </div>
        <ul className={listStyle}>
          {enterpriseMobile.points.map((point) => (
            <li key={point} className={itemStyle}>
              <ShieldCheck
                aria-hidden="true"
                className={css({ color: 'fg.accent', flexShrink: 0 })}
              />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  )
}
