import { jsonLdText } from '@/lib/site/structured-data'

/**
 * Structured data for search engines, in the page's body. The build allows it in the page's
 * Content-Security-Policy by its hash, as it does every inline script.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
