import { Clock, Search, ShieldCheck, type LucideIcon } from 'lucide-react'
import { css } from 'styled-system/css'
import { CardSection } from '@/components/layout/card-section'
import { HighlightList } from '@/components/layout/highlight-list'
import { PageHero } from '@/components/layout/page-hero'
import { requestAuditPage, requestHighlights } from '../content/request-audit'
import { RequestAuditForm } from './request-audit-form'

const icons: Record<(typeof requestHighlights)[number]['icon'], LucideIcon> = {
  search: Search,
  clock: Clock,
  shield: ShieldCheck,
}

const formWrap = css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, py: '12' })

export function RequestAuditPage() {
  return (
    <>
      <PageHero title={requestAuditPage.title} lead={requestAuditPage.lead}>
        <HighlightList items={requestHighlights} icons={icons} />
      </PageHero>
      <div className={formWrap}>
        <CardSection id="request-form" title={requestAuditPage.formTitle}>
          <RequestAuditForm />
        </CardSection>
      </div>
    </>
  )
}
