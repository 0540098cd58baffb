import { Clock, Search, ShieldCheck, type LucideIcon } from 'lucide-react'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { PageHero } from '@/components/layout/page-hero'
import { lazyWidget } from '@/lib/lazy-widget'
import { requestAuditPage, requestHighlights } from '../content'
import { FormLoading } from './form-loading'

const RequestAuditForm = lazyWidget(() =>
  import('./request-audit-form').then((m) => m.RequestAuditForm),
)

const icons: Record<(typeof requestHighlights)[number]['icon'], LucideIcon> = {
  search: Search,
  clock: Clock,
  shield: ShieldCheck,
}

const highlightGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  mt: '10',
  textAlign: 'start',
})
const highlightStyle = css({
  display: 'flex',
  gap: '3',
  p: '4',
  bg: 'bg.canvas',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const iconStyle = css({ color: 'fg.accent', flexShrink: 0 })
const highlightTitle = css({ fontWeight: '700' })
const formWrap = css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, py: '12' })

export function RequestAuditPage() {
  const styles = card()
  return (
    <>
      <PageHero title={requestAuditPage.title} lead={requestAuditPage.lead}>
        <ul className={highlightGrid}>
          {requestHighlights.map((highlight) => {
            const Icon = icons[highlight.icon]
            return (
              <li key={highlight.title} className={highlightStyle}>
                <Icon aria-hidden="true" size={24} className={iconStyle} />
                <div>
                  <p className={highlightTitle}>{highlight.title}</p>
                  <p>{highlight.text}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </PageHero>
      <div className={formWrap}>
        <section aria-labelledby="request-form-heading" className={styles.root}>
          <div className={styles.header}>
            <h2 id="request-form-heading" className={styles.title}>
              {requestAuditPage.formTitle}
            </h2>
          </div>
          <div className={styles.body}>
            <Suspense fallback={<FormLoading />}>
              <RequestAuditForm />
            </Suspense>
          </div>
        </section>
      </div>
    </>
  )
}
