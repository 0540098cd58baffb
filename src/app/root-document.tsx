import { HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { NavigationProgress } from '@/components/layout/navigation-progress'
import { OfflineBanner } from '@/components/layout/offline-banner'
import { SITE_FOOTER_ID, SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SkipLink, MAIN_CONTENT_ID } from '@/components/layout/skip-link'
import applyChosenScheme from '@/lib/color-scheme/apply-chosen-scheme.js?raw'
import holdEarlyInput from '@/lib/early-input/hold-early-input.js?raw'
import { Toaster } from '@/lib/toast/toast'
import { AppRuntime } from './app-runtime'
import { ThemeColorMeta } from './theme-color-meta'

const bodyStyle = flex({ minH: '100dvh', direction: 'column' })
const mainStyle = css({ flex: '1', _focus: { outline: 'none' } })

/** The whole HTML document: rendered by the prerenderer and hydrated in the browser. */
export function RootDocument() {
  return (
    // The chosen colour scheme is set on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* First in the page: until the app has hydrated, it holds what the visitor does (links
        and typing keep their native effect), for replayEarlyInput to hand over. React hydrates
        it and never runs it again. */}
        <script dangerouslySetInnerHTML={{ __html: holdEarlyInput }} />
        <script dangerouslySetInnerHTML={{ __html: applyChosenScheme }} />
        {/* No frame before the page's content is parsed: Chromium's parser yields inside the
        document and may paint a partial header or hero, which the rest then moves. The target
        is the footer, not <main>: Chromium renders as soon as the target element opens.
        Measured in decision 0017. */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
        <HeadContent />
        <ThemeColorMeta />
      </head>
      <body className={bodyStyle}>
        <SkipLink />
        <NavigationProgress />
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
