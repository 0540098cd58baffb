import { HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Toaster } from '@/lib/toast'
import { AppRuntime } from './app-runtime'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink, MAIN_CONTENT_ID } from './skip-link'

const bodyStyle = css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })
const mainStyle = css({ flex: '1', _focus: { outline: 'none' } })

/** The whole HTML document: rendered by the prerenderer and hydrated in the browser. */
export function RootDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body className={bodyStyle}>
        <SkipLink />
        <SiteHeader />
        <OfflineBanner />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainStyle}>
          <Outlet />
        </main>
        <SiteFooter />
        <Toaster />
        <AppRuntime />
        <Scripts />
      </body>
    </html>
  )
}
