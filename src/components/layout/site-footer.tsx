import { css } from 'styled-system/css'
import { container, flex } from 'styled-system/patterns'
import { footerCopy } from '@/lib/site/frame-content'
import { siteConfig } from '@/lib/site/site-config'
import { FooterSiteMap } from './footer-site-map'
import { InstallApp } from './install-app'

const footerStyle = css({
  bg: 'bg.inverted',
  color: 'fg.inverted',
  _print: { display: 'none' },
})
const gridStyle = container({
  display: 'grid',
  py: '12',
  gap: '8',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr', xl: '1fr 3fr 1fr' },
})
const headingStyle = css({ fontWeight: '700', mb: '3' })
const mutedStyle = css({ color: 'fg.invertedMuted' })
const listStyle = flex({ direction: 'column', gap: '2' })
const linkStyle = css({
  color: 'fg.inverted',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'fg.invertedMuted' },
})
const labelStyle = css({ color: 'fg.invertedMuted', fontSize: 'sm' })
const bottomStyle = css({
  borderTopWidth: '1px',
  borderColor: 'border.inverted',
  py: '6',
  px: { base: '4', md: '6' },
  textAlign: 'center',
  fontSize: 'sm',
})

/** The footer comes straight after `<main>`: the head waits for it before the first frame. */
export const SITE_FOOTER_ID = 'site-footer'

export function SiteFooter() {
  return (
    <footer id={SITE_FOOTER_ID} className={footerStyle}>
      <div className={gridStyle}>
        <div className={listStyle}>
          <p className={headingStyle}>{siteConfig.companyName}</p>
          <p className={mutedStyle}>{siteConfig.tagline}</p>
        </div>
        <FooterSiteMap linkClass={linkStyle} />
        <div>
          <h2 className={headingStyle}>{footerCopy.contactHeading}</h2>
          <dl className={listStyle}>
            <div>
              <dt className={labelStyle}>{footerCopy.phoneLabel}</dt>
              <dd>
                <a href={siteConfig.phoneHref} className={linkStyle}>
                  {siteConfig.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className={labelStyle}>{footerCopy.emailLabel}</dt>
              <dd>
                <a href={`mailto:${siteConfig.email}`} className={linkStyle}>
                  {siteConfig.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className={labelStyle}>{footerCopy.locationLabel}</dt>
              <dd>{siteConfig.addressArea}</dd>
            </div>
          </dl>
        </div>
      </div>
      <p className={bottomStyle}>{footerCopy.copyright(siteConfig.companyName)}</p>
      {/* Last: the browser offers installation after the page has loaded, and what appears at
      the very end of the page moves nothing. */}
      <InstallApp />
    </footer>
  )
}
