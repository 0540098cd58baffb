import { Calendar, Clock, Users, type LucideIcon } from 'lucide-react'
import { container } from 'styled-system/patterns'
import { CardSection } from '@/components/sections/card-section'
import { HighlightList } from '@/components/sections/highlight-list'
import { PageHero } from '@/components/sections/page-hero'
import { bookingHero, bookingHighlights, widgetCopy } from '../content'
import { BookingWidget } from './booking-widget'

const icons: Record<(typeof bookingHighlights)[number]['icon'], LucideIcon> = {
  clock: Clock,
  users: Users,
  calendar: Calendar,
}

const wrapStyle = container({ maxW: '5xl', py: '12' })

export function BookCallPage() {
  return (
    <>
      <PageHero {...bookingHero}>
        <HighlightList items={bookingHighlights} icons={icons} />
      </PageHero>
      <div className={wrapStyle}>
        <CardSection id="booking" title={widgetCopy.title}>
          <BookingWidget />
        </CardSection>
      </div>
    </>
  )
}
