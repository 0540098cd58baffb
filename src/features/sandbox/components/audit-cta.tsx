import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { siteConfig } from '@/lib/site/site-config'
import { auditCta } from '../content/page'
import { sendMail } from './send-mail'

const sectionStyle = css({ py: { base: '12', md: '16' }, px: { base: '4', md: '6' } })
const cardStyle = css({ maxW: '4xl', mx: 'auto', textAlign: 'center', alignItems: 'center' })

function requestAudit() {
  sendMail({ to: siteConfig.email, subject: auditCta.subject, body: auditCta.body })
}

/** Closing call to action: a pre-filled audit request in the visitor's mail client. */
export function AuditCta() {
  const styles = card()
  return (
    <section aria-labelledby="audit-cta-heading" className={sectionStyle}>
      <div className={`${styles.root} ${cardStyle}`}>
        <div className={styles.header}>
          <h2 id="audit-cta-heading" className={styles.title}>
            {auditCta.title}
          </h2>
        </div>
        <div className={styles.body}>
          <p className={styles.description}>{auditCta.text}</p>
        </div>
        <div className={styles.footer}>
          <button type="button" className={button({ size: 'lg' })} onClick={requestAudit}>
            {auditCta.action}
          </button>
        </div>
      </div>
    </section>
  )
}
