import { css } from 'styled-system/css'
import { pageNoticeCopy } from '@/lib/site/frame-content'

export const MAIN_CONTENT_ID = 'main-content'

const skipLinkStyle = css({
  position: 'absolute',
  left: '4',
  top: '-20',
  zIndex: 'skipLink',
  px: '4',
  py: '2',
  bg: 'accent.solid',
  color: 'accent.contrast',
  fontWeight: '600',
  borderRadius: 'md',
  _focus: { top: '4' },
  _print: { display: 'none' },
})

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={skipLinkStyle}>
      {pageNoticeCopy.skipToMainContent}
    </a>
  )
}
