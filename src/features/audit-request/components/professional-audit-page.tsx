import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { AsideCard } from '@/components/sections/aside-card'
import { CardSection } from '@/components/sections/card-section'
import { CheckList } from '@/components/sections/check-list'
import { MainWithAside } from '@/components/sections/main-with-aside'
import { PageHero } from '@/components/sections/page-hero'
import { auditSidebar, enterprisePitch, professionalAuditPage } from '../content/professional-audit'
import { ProfessionalAuditForm } from './professional-audit-form'

const asideStyle = grid({ gap: '6' })
const listStyle = grid({ gap: '2' })
const termStyle = css({ fontWeight: '600' })
const descriptionStyle = card().description

export function ProfessionalAuditPage() {
  return (
    <>
      <PageHero
        eyebrow={professionalAuditPage.eyebrow}
        title={professionalAuditPage.title}
        lead={professionalAuditPage.lead}
      />
      <MainWithAside>
        <CardSection id="audit-form" title={professionalAuditPage.formTitle}>
          <ProfessionalAuditForm />
        </CardSection>
        <aside aria-label={professionalAuditPage.asideLabel} className={asideStyle}>
          <AsideCard id="included" title={auditSidebar.includedTitle}>
            <CheckList items={auditSidebar.included} />
          </AsideCard>
          <AsideCard id="timeline" title={auditSidebar.timelineTitle}>
            <dl className={listStyle}>
              {auditSidebar.timeline.map((row) => (
                <div key={row.label}>
                  <dt className={termStyle}>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
              <div>
                <dt className={termStyle}>{auditSidebar.deliverableTitle}</dt>
                <dd>{auditSidebar.deliverable}</dd>
              </div>
            </dl>
          </AsideCard>
          <AsideCard id="enterprise" title={enterprisePitch.title} action={enterprisePitch.cta}>
            <p className={descriptionStyle}>{enterprisePitch.text}</p>
          </AsideCard>
        </aside>
      </MainWithAside>
    </>
  )
}
