import { useId } from 'react'
import { css } from 'styled-system/css'
import { flex } from 'styled-system/patterns'
import { field } from 'styled-system/recipes'
import { LabelledField } from '@/components/form/labelled-field'
import { FileUpload } from '@/components/ui/file-upload'
import { useFieldIds } from '@/lib/form/field-ids'
import { pageCheckCopy, sitePages } from '../content/page-check'
import type { SourceInput, SourceKind } from './page-source'

const kinds: readonly SourceKind[] = ['paste', 'file', 'site']

const choiceStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  cursor: 'pointer',
})
const radioStyle = css({ w: '5', h: '5', accentColor: 'accent.solid' })

export interface PageSourceFieldsProps {
  input: SourceInput
  onChange: (input: SourceInput) => void
  disabled: boolean
  /** A file of another type was dropped or chosen. */
  onRefuse: (message: string) => void
}

/** The choice of what to check, then the one control for that choice. */
export function PageSourceFields({ input, onChange, disabled, onRefuse }: PageSourceFieldsProps) {
  const groupName = useId()
  const pasteIds = useFieldIds()
  const siteIds = useFieldIds()
  const controlStyle = field().control
  const set = (change: Partial<SourceInput>) => onChange({ ...input, ...change })
  return (
    <>
      <fieldset disabled={disabled}>
        <legend className={css({ fontWeight: '600', mb: '2' })}>
          {pageCheckCopy.sourceLegend}
        </legend>
        <div className={flex({ wrap: 'wrap', columnGap: '5' })}>
          {kinds.map((kind) => (
            <label key={kind} className={choiceStyle}>
              <input
                type="radio"
                name={groupName}
                value={kind}
                checked={input.kind === kind}
                onChange={() => set({ kind })}
                className={radioStyle}
              />
              {pageCheckCopy.sources[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {input.kind === 'paste' ? (
        <LabelledField
          label={pageCheckCopy.pasteLabel}
          helperText={pageCheckCopy.pasteHint}
          ids={pasteIds}
        >
          <textarea
            id={pasteIds.control}
            aria-describedby={pasteIds.helperText}
            className={controlStyle}
            disabled={disabled}
            rows={12}
            spellCheck={false}
            value={input.pasted}
            onChange={(event) => set({ pasted: event.target.value })}
          />
        </LabelledField>
      ) : null}
      {input.kind === 'file' ? (
        <div className={flex({ direction: 'column', gap: '2' })}>
          <FileUpload
            label={pageCheckCopy.fileLabel}
            actionText={pageCheckCopy.fileAction}
            hint={pageCheckCopy.fileHint}
            accept={['.html', '.htm', 'text/html']}
            disabled={disabled}
            onFilesAccepted={([file]) => set({ file: file ?? null })}
            onFilesRejected={() => onRefuse(pageCheckCopy.notHtml)}
          />
          {input.file ? (
            <p>
              {pageCheckCopy.chosenFile} <strong>{input.file.name}</strong>
            </p>
          ) : null}
        </div>
      ) : null}
      {input.kind === 'site' ? (
        <LabelledField label={pageCheckCopy.siteLabel} ids={siteIds}>
          <select
            id={siteIds.control}
            className={controlStyle}
            disabled={disabled}
            value={input.sitePath}
            onChange={(event) => set({ sitePath: event.target.value })}
          >
            {sitePages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.label} ({page.path})
              </option>
            ))}
          </select>
        </LabelledField>
      ) : null}
    </>
  )
}
