import { css } from 'styled-system/css'
import { widgetLoading } from '../content'

const fallbackStyle = css({ py: '10', textAlign: 'center', color: 'fg.muted' })

/** Shown only while a demo's code loads after an in-app navigation. */
export function WidgetFallback() {
  return (
    <p role="status" className={fallbackStyle}>
      {widgetLoading}
    </p>
  )
}
