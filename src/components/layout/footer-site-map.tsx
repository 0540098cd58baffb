import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { footerCopy } from '@/lib/site/frame-content'
import { siteMap } from '@/lib/site/nav-groups'

// Under the company and contact columns on middle widths, between them on wide ones.
const mapStyle = css({
  gridColumn: { md: '1 / -1', xl: 'auto' },
  order: { md: '1', xl: '0' },
  display: 'grid',
  gap: { base: '6', sm: '8' },
  // Two columns from the narrowest phone: one would make the site map a long scroll.
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, 1fr)' },
})
const headingStyle = css({ fontWeight: '700', mb: '3' })
const listStyle = flex({ direction: 'column', gap: '2' })

/** Every public page, grouped as the header groups them: no page is out of reach. */
export function FooterSiteMap({ linkClass }: { linkClass: string }) {
  return (
    <nav aria-label={footerCopy.siteMapLabel} className={mapStyle}>
      {siteMap.map((group) => (
        <div key={group.id}>
          <h2 id={`site-map-${group.id}`} className={headingStyle}>
            {group.label}
          </h2>
          <ul aria-labelledby={`site-map-${group.id}`} className={listStyle}>
            {group.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
