import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { CardSection } from '@/components/layout/card-section'
import { CheckList } from '@/components/layout/check-list'
import { PageHero } from '@/components/layout/page-hero'
import { LinkButton } from '@/components/ui/link-button'
import { auditSidebar, enterprisePitch, professionalAuditPage } from '../content/professional-audit'
import { ProfessionalAuditForm } from './professional-audit-form'

const layoutStyle = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '10', md: '16' },
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
  alignItems: 'start',
})
const asideStyle = css({ display: 'grid', gap: '6' })
const listStyle = css({ display: 'grid', gap: '2' })
const termStyle = css({ fontWeight: '600' })

export function ProfessionalAuditPage() {
  const styles = card()
  return (
    <>
      <PageHero
        eyebrow={professionalAuditPage.eyebrow}
        title={professionalAuditPage.title}
        lead={professionalAuditPage.lead}
      />
      <div className={layoutStyle}>
        <CardSection id="audit-form" title={professionalAuditPage.formTitle}>
          <ProfessionalAuditForm />
        </CardSection>
        <aside aria-label={professionalAuditPage.asideLabel} className={asideStyle}>
          <section aria-labelledby="included-heading" className={styles.root}>
            <div className={styles.body}>
              <h2 id="included-heading" className={styles.title}>
                {auditSidebar.includedTitle}
              </h2>
              <CheckList items={auditSidebar.included} />
            </div>
          </section>
          <section aria-labelledby="timeline-heading" className={styles.root}>
            <div className={styles.body}>
              <h2 id="timeline-heading" className={styles.title}>
                {auditSidebar.timelineTitle}
              </h2>
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
            </div>
          </section>
          <section aria-labelledby="enterprise-heading" className={styles.root}>
            <div className={styles.body}>
              <h2 id="enterprise-heading" className={styles.title}>
                {enterprisePitch.title}
              </h2>
              <p className={styles.description}>{enterprisePitch.text}</p>
            </div>
            <div className={styles.footer}>
              <LinkButton to={enterprisePitch.cta.to} variant="outline">
                {enterprisePitch.cta.label}
              </LinkButton>
            </div>
          </section>
        </aside>
      </div>
    </>
  )
}
