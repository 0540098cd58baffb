import { Calendar, Clock, Users, type LucideIcon } from 'lucide-react'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { CardSection } from '@/components/layout/card-section'
import { HighlightList } from '@/components/layout/highlight-list'
import { PageHero } from '@/components/layout/page-hero'
import { lazyWidget } from '@/lib/lazy-widget'
import { bookingHero, bookingHighlights, widgetCopy } from '../content'

const BookingWidget = lazyWidget(() => import('./booking-widget').then((m) => m.BookingWidget))

const icons: Record<(typeof bookingHighlights)[number]['icon'], LucideIcon> = {
  clock: Clock,
  users: Users,
  calendar: Calendar,
}

const wrapStyle = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: '12' })

export function BookCallPage() {
  return (
    <>
      <PageHero {...bookingHero}>
        <HighlightList items={bookingHighlights} icons={icons} />
      </PageHero>
      <div className={wrapStyle}>
        <CardSection id="booking" title={widgetCopy.title}>
          <Suspense fallback={<p role="status">{widgetCopy.calendarPending}</p>}>
            <BookingWidget />
          </Suspense>
        </CardSection>
      </div>
    </>
  )
}
