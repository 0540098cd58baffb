import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router'
import { useCallback, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { buttonClass } from '@/theme/button-classes'

const copy = {
  text: 'This part of the page could not be shown. The rest of the page still works.',
  retry: 'Try again',
} as const

const failedStyle = flex({
  direction: 'column',
  align: 'start',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.subtle',
})

function WidgetFailed({ reset, onRetry }: ErrorComponentProps & { onRetry?: () => void }) {
  return (
    <div role="alert" className={failedStyle}>
      <p className={css({ color: 'fg.default' })}>{copy.text}</p>
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        onClick={() => {
          onRetry?.()
          reset()
        }}
      >
        {copy.retry}
      </button>
    </div>
  )
}

const noResetKey = () => 0

/**
 * Keeps a failure inside one widget (a tab's panel, a dialog's content): it shows a short note
 * with a retry in place of the widget, and the rest of the page goes on working. `onRetry` runs
 * before the widget renders again (to start a failed load once more).
 */
export function WidgetBoundary({
  children,
  onRetry,
}: {
  children: ReactNode
  onRetry?: () => void
}) {
  const failed = useCallback(
    (props: ErrorComponentProps) => <WidgetFailed {...props} onRetry={onRetry} />,
    [onRetry],
  )
  return (
    <CatchBoundary getResetKey={noResetKey} errorComponent={failed}>
      {children}
    </CatchBoundary>
  )
}
