import { Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { button, field } from 'styled-system/recipes'
import { notify } from '@/lib/toast/toast'
import { colourFieldCopy } from '../content/colours'
import { parseColour } from '../model/contrast'

export interface ColourFieldProps {
  label: string
  /** The last valid colour, #rrggbb. */
  value: string
  placeholder: string
  onChange: (hex: string) => void
  /** Offer a button that copies the value. */
  copyable?: boolean
}

const rowStyle = flex({ gap: '2', align: 'stretch' })
const pickerStyle = css({
  flexShrink: 0,
  w: '14',
  minH: '11',
  p: '1',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.canvas',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'border.focus', outlineOffset: '1px' },
})

async function copyColour(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value)
    notify({
      title: colourFieldCopy.copied(label),
      description: colourFieldCopy.copiedDetail(value),
    })
  } catch {
    notify({
      title: colourFieldCopy.copyFailed,
      description: colourFieldCopy.copyFailedDetail(value),
      variant: 'destructive',
    })
  }
}

/** A colour as a picker and a text box; invalid text is reported and the last valid colour kept. */
export function ColourField({ label, value, placeholder, onChange, copyable }: ColourFieldProps) {
  const [text, setText] = useState(value)
  const invalid = parseColour(text) === undefined
  const id = useId()
  const styles = field()
  const errorId = `${id}-error`

  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={rowStyle}>
        <input
          type="color"
          aria-label={colourFieldCopy.picker(label)}
          className={pickerStyle}
          value={value}
          onChange={(event) => {
            setText(event.target.value)
            onChange(event.target.value)
          }}
        />
        <input
          id={id}
          type="text"
          className={styles.control}
          value={text}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value)
            const hex = parseColour(event.target.value)
            if (hex) onChange(hex)
          }}
        />
        {copyable ? (
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void copyColour(label, value)}
            aria-label={colourFieldCopy.copyLabel(label)}
          >
            <Copy aria-hidden="true" size={18} />
            {colourFieldCopy.copy}
          </button>
        ) : null}
      </div>
      <p id={errorId} className={styles.errorText} aria-live="polite">
        {invalid ? colourFieldCopy.notAColour(text, placeholder) : ''}
      </p>
    </div>
  )
}
