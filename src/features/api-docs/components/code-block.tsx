import { Copy } from 'lucide-react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { notify } from '@/lib/toast/toast'
import { codeBlockLabels, copyToasts } from '../content/docs'
import { copyText } from '../model/copy-text'

const wrapStyle = grid({ position: 'relative', gap: '2' })
const headerStyle = flex({ align: 'center', justify: 'space-between', gap: '2' })
const captionStyle = css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' })
const preStyle = css({
  bg: 'bg.inverted',
  color: 'fg.inverted',
  p: '4',
  borderRadius: 'md',
  overflowX: 'auto',
  fontSize: 'sm',
  lineHeight: '1.6',
  fontFamily: 'mono',
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
})

export interface CodeBlockProps {
  /** Names the sample, e.g. "Color Contrast request". */
  caption: string
  code: string
}

/** A code sample with a button that copies it. */
export function CodeBlock({ caption, code }: CodeBlockProps) {
  const copy = async () => {
    const copied = await copyText(code, globalThis.navigator.clipboard)
    notify(
      copied
        ? { ...copyToasts.copied(caption), variant: 'success' }
        : { ...copyToasts.failed, variant: 'destructive' },
    )
  }
  return (
    <figure className={wrapStyle}>
      <div className={headerStyle}>
        <figcaption className={captionStyle}>{caption}</figcaption>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" size={16} />
          {codeBlockLabels.copyButton}
          <span className={css({ srOnly: true })}> {caption}</span>
        </button>
      </div>
      {/* Scrollable code must be reachable by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={preStyle} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  )
}
