import { createFileRoute } from '@tanstack/react-router'
import { EmailLinkLanding } from '@/features/auth/components/email-link-landing'
import { HomePage } from '@/features/home/components/home-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Websites, Apps & Automation Built Fast',
      description:
        'Professional websites in 24-48 hours, mobile and web apps, business automation and maintenance for small businesses and public agencies.',
    }),
  component: Home,
})

/** The home page, which is also where confirmation links return (`?code=`). */
function Home() {
  return (
    <>
      <HomePage />
      <EmailLinkLanding />
    </>
  )
}
