import { siteConfig } from '@/lib/site/site-config'
import { businessStructuredData } from '@/lib/site/structured-data'
import { JsonLd } from './json-ld'

/** The business as search engines read it: name, telephone, area, hours, address, profiles. */
export function BusinessJsonLd() {
  return <JsonLd data={businessStructuredData(siteConfig)} />
}
