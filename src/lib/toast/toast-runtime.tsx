// The unstyled build: the default one injects a <style> tag at run time, which the CSP forbids.
import { toast as toastify, ToastContainer, Slide } from 'react-toastify/unstyled'
import { css } from 'styled-system/css'
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastOptions } from './toast'

const bodyStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', color: 'fg.default' })
const titleStyle = css({ fontWeight: '700' })
const descriptionStyle = css({ fontSize: 'sm', color: 'fg.muted' })
const actionStyle = css({
  alignSelf: 'flex-start',
  mt: '1',
  px: '3',
  minH: '9',
  borderRadius: 'md',
  bg: 'accent.solid',
  color: 'accent.contrast',
  fontWeight: '600',
  cursor: 'pointer',
})

export function showToast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
  action,
}: ToastOptions): void {
  const content = (
    <div className={bodyStyle}>
      <p className={titleStyle}>{title}</p>
      {description ? <p className={descriptionStyle}>{description}</p> : null}
      {action ? (
        <button type="button" className={actionStyle} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  )
  const type = variant === 'destructive' ? 'error' : variant === 'success' ? 'success' : 'default'
  // The container is a polite live region; errors additionally interrupt as alerts.
  toastify(content, {
    type,
    autoClose: duration,
    role: variant === 'destructive' ? 'alert' : 'status',
    className: variant === 'destructive' ? 'toast-destructive' : undefined,
  })
}

export function ToastViewport() {
  return (
    <ToastContainer
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      position="bottom-right"
      transition={Slide}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      aria-label="Notifications"
    />
  )
}
