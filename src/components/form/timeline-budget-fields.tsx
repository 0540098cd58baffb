import { withFieldGroup } from '@/lib/form/use-app-form'
import type { SelectFieldProps } from './select-field'

/** A choice's words and options: label, options, and the empty first choice where there is one. */
export type ChoiceCopy = Pick<SelectFieldProps, 'label' | 'options' | 'placeholder' | 'helperText'>

/** When the work should be done and what it may cost: two choices side by side. */
export const TimelineBudgetFields = withFieldGroup({
  defaultValues: { timeline: '', budget: '' },
  props: {} as {
    copy: { timeline: ChoiceCopy; budget: ChoiceCopy }
    required?: boolean
  },
  render: function TimelineBudgetGroup({ group, copy, required = false }) {
    return (
      <>
        <group.AppField name="timeline">
          {(field) => <field.SelectField {...copy.timeline} required={required} />}
        </group.AppField>
        <group.AppField name="budget">
          {(field) => <field.SelectField {...copy.budget} required={required} />}
        </group.AppField>
      </>
    )
  },
})
