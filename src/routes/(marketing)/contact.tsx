import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/components/contact-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(marketing)/contact')({
  head: () =>
    pageHead({
      title: 'Contact Us',
      description:
        'Call, email or send us a message. Based in Dallas-Fort Worth, open Monday to Friday 9am-5pm CST; we reply within one business day.',
    }),
  component: ContactPage,
})
