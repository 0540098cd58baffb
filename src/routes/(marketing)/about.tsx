import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/about/components/about-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description:
        'Our story, mission and values: a Dallas-Fort Worth team with 10+ years of experience, 50+ clients and 100+ projects in websites, apps and automation.',
    }),
  component: AboutPage,
})
