import { Calendar, Clock, Users, type LucideIcon } from 'lucide-react'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { PageHero } from '@/components/layout/page-hero'
import { lazyWidget } from '@/lib/lazy-widget'
import { bookingHero, bookingHighlights, widgetCopy } from '../content'

const BookingWidget = lazyWidget(() => import('./booking-widget').then((m) => m.BookingWidget))

const icons: Record<(typeof bookingHighlights)[number]['icon'], LucideIcon> = {
  clock: Clock,
  users: Users,
  calendar: Calendar,
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
const wrapStyle = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: '12' })

export function BookCallPage() {
  const styles = card()
  return (
    <>
      <PageHero eyebrow={bookingHero.eyebrow} title={bookingHero.title} lead={bookingHero.lead}>
        <ul className={highlightGrid}>
          {bookingHighlights.map((highlight) => {
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
      <div className={wrapStyle}>
        <section aria-labelledby="booking-heading" className={styles.root}>
          <div className={styles.header}>
            <h2 id="booking-heading" className={styles.title}>
              {widgetCopy.title}
            </h2>
          </div>
          <div className={styles.body}>
            <Suspense fallback={<p role="status">{widgetCopy.calendarPending}</p>}>
              <BookingWidget />
            </Suspense>
          </div>
        </section>
      </div>
    </>
  )
}
