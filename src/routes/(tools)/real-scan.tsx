import { createFileRoute } from '@tanstack/react-router'
import { RealScanPage } from '@/features/real-scan/components/real-scan-page'
import { pageHead } from '@/lib/site/page-head'

export const Route = createFileRoute('/(tools)/real-scan')({
  head: () =>
    pageHead({
      title: 'Scan Your Mobile App for Accessibility',
      description:
        'Choose iOS and Android app files (.ipa, .apk, .aab, .zip) for an accessibility scan demonstration. Files stay on your device.',
    }),
  component: RealScanPage,
})
