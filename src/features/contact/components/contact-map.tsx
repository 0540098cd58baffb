import { useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { useOnlineStatus } from '@/lib/network/connectivity'
import { siteConfig } from '@/lib/site/site-config'
import { contactDetails, contactMap } from '../content'

const frameStyle = css({
  w: 'full',
  aspectRatio: '4 / 3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
})
const linkStyle = css({ color: 'fg.accent', textDecoration: 'underline', fontWeight: '600' })

/** Address and a link to the map; the embedded map loads only on request and only online. */
export function ContactMap() {
  const hydrated = useHydrated()
  const online = useOnlineStatus()
  const [requested, setRequested] = useState(false)

  return (
    <div className={flex({ direction: 'column', gap: '4' })}>
      <h3 className={css({ textStyle: 'h3' })}>{contactMap.title}</h3>
      <p className={css({ color: 'fg.muted' })}>{contactMap.text}</p>
      <p className={css({ fontWeight: '600' })}>{siteConfig.addressArea}</p>
      <p>
        <a
          href={siteConfig.map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={linkStyle}
        >
          {contactMap.openLink}
          <span className={css({ srOnly: true })}>
            {' '}
            {contactMap.openLinkNote(contactDetails.location)}
          </span>
        </a>
      </p>
      {requested && online ? (
        <iframe
          className={frameStyle}
          title={contactMap.frameTitle}
          src={siteConfig.map.embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : hydrated ? (
        <div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            disabled={!online}
            aria-describedby={online ? undefined : 'map-offline-note'}
            onClick={() => setRequested(true)}
          >
            {contactMap.showButton}
          </button>
          {online ? null : (
            <p id="map-offline-note" className={css({ color: 'fg.muted', mt: '2' })}>
              {contactMap.offlineNote}
            </p>
          )}
        </div>
      ) : null}
    </div>
  )
}
