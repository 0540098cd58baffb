import { createFileRoute } from '@tanstack/react-router'
import { BookCallPage } from '@/features/booking/components/book-call-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(leads)/book-call')({
  head: () =>
    pageHead({
      title: 'Schedule Your Free Consultation',
      description:
        'Book a free 30-minute strategy session by phone or video: pick a weekday and a time (CST) and we confirm by email.',
    }),
  component: BookCallPage,
})
