import { Field } from '@ark-ui/react/field'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useFieldState } from '@/components/form/use-field-state'
import { applicationCopy } from '../content'

/** A native file input: the resume stays in the browser; only its name goes into the mail. */
export function ResumeField() {
  const { field, error, invalid, ids, describedBy } = useFieldState<File | null>({
    hasHelperText: true,
  })
  const styles = fieldRecipe()
  return (
    <Field.Root className={styles.root} invalid={invalid} required ids={ids}>
      <Field.Label className={styles.label}>
        {applicationCopy.resumeLabel}
        <Field.RequiredIndicator className={styles.requiredIndicator} />
      </Field.Label>
      <Field.Input
        className={styles.control}
        aria-describedby={describedBy}
        name={field.name}
        type="file"
        accept={applicationCopy.resumeAccept}
        onChange={(event) => field.handleChange(event.target.files?.[0] ?? null)}
        onBlur={field.handleBlur}
      />
      <Field.HelperText className={styles.helperText}>
        {applicationCopy.resumeHint}
      </Field.HelperText>
      <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>
    </Field.Root>
  )
}
