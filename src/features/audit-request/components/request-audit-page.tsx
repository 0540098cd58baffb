import { Clock, Search, ShieldCheck, type LucideIcon } from 'lucide-react'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { formLibraries } from '@/components/form/form-libraries'
import { CardSection } from '@/components/layout/card-section'
import { HighlightList } from '@/components/layout/highlight-list'
import { PageHero } from '@/components/layout/page-hero'
import { lazyWidget } from '@/lib/lazy-widget'
import { requestAuditPage, requestHighlights } from '../content'
import { FormLoading } from './form-loading'

const RequestAuditForm = lazyWidget(
  () => import('./request-audit-form').then((m) => m.RequestAuditForm),
  formLibraries(() => import('../model/request-audit-schema')),
)

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
          <Suspense fallback={<FormLoading />}>
            <RequestAuditForm />
          </Suspense>
        </CardSection>
      </div>
    </>
  )
}
