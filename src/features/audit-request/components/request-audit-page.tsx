import { Clock, Search, ShieldCheck, type LucideIcon } from 'lucide-react'
import { container } from 'styled-system/patterns'
import { CardSection } from '@/components/sections/card-section'
import { HighlightList } from '@/components/sections/highlight-list'
import { PageHero } from '@/components/sections/page-hero'
import { requestAuditPage, requestHighlights } from '../content/request-audit'
import { RequestAuditForm } from './request-audit-form'

const icons: Record<(typeof requestHighlights)[number]['icon'], LucideIcon> = {
  search: Search,
  clock: Clock,
  shield: ShieldCheck,
}

const formWrap = container({ maxW: '4xl', py: '12' })

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
