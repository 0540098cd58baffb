import { css } from 'styled-system/css'
import { PageHero } from '@/components/sections/page-hero'
import { buildMailtoLink } from '@/lib/mail/mailto'
import { absoluteUrl } from '@/lib/site/absolute-url'
import { siteConfig } from '@/lib/site/site-config'
import { buttonClass } from '@/theme/button-classes'
import {
  ACCESSIBILITY_PATH,
  compatibility,
  conformance,
  LAST_REVIEW,
  limitations,
  notTested,
  reportCopy,
  review,
  statementHero,
  testing,
} from '../content'
import { barrierReportMail } from '../model/barrier-report-mail'
import { reviewDateText } from '../model/review-date'
import { StatementSection } from './statement-section'

const linkStyle = css({ color: 'fg.accent', textDecoration: 'underline', fontWeight: '600' })
const mailLink = buildMailtoLink(
  barrierReportMail(
    siteConfig.email,
    absoluteUrl(siteConfig.siteUrl, ACCESSIBILITY_PATH),
    reportCopy.mail,
  ),
)

export function AccessibilityPage() {
  return (
    <>
      <PageHero
        eyebrow={statementHero.eyebrow}
        title={statementHero.title}
        lead={statementHero.lead}
      />
      <StatementSection section={conformance} />
      <StatementSection section={testing} tone="subtle" />
      <StatementSection section={notTested} />
      <StatementSection section={limitations} tone="subtle" />
      <StatementSection section={compatibility} />
      <StatementSection section={reportCopy} tone="subtle">
        <p>
          <a href={mailLink} className={buttonClass('solid', 'lg')}>
            {reportCopy.mailButton}
          </a>
        </p>
        <p>
          {reportCopy.phoneLead}{' '}
          <a href={siteConfig.phoneHref} className={linkStyle}>
            {siteConfig.phone}
          </a>
          .
        </p>
        <p>{reportCopy.responseTime}</p>
      </StatementSection>
      <StatementSection section={review}>
        <p>
          {review.lastReviewed} <time dateTime={LAST_REVIEW}>{reviewDateText(LAST_REVIEW)}</time>.
        </p>
      </StatementSection>
    </>
  )
}
