import { useSelector } from '@tanstack/react-form'
import { Calculator as CalculatorIcon } from 'lucide-react'
import { memo, useId } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { ContactFields } from '@/components/form/contact-fields'
import { withForm } from '@/lib/form/use-app-form'
import { fieldColumns } from '@/theme/form-layout'
import { quoteCopy, type CalculatorCopy } from '../content/calculator'
import { API_INTEGRATION_CHOICES, TIMELINES, addonsOf } from '../model/quote-definitions'
import type { QuoteDefinition } from '../model/quote-definitions'
import { missingContact, type QuoteFormValues } from '../model/quote-form'
import { useFocusWhenShown } from './use-focus-when-shown'

const headingStyle = css({ textStyle: 'h2', color: 'fg.default', _focus: { outline: 'none' } })
const gridStyle = css({
  display: 'grid',
  gap: '5',
  // As many columns as keep each choice's longest text whole.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
})
const fieldsetStyle = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const legendStyle = css({ textStyle: 'h3', color: 'fg.default', mb: '3' })
const checkboxGridStyle = css({
  display: 'grid',
  gap: '1',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' },
})
const actionsStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  alignItems: 'start',
})
const hintStyle = css({ color: 'fg.muted', fontSize: 'sm' })

const options = (labels: Readonly<Record<string | number, string>>, values: readonly unknown[]) =>
  values.map((value) => ({ value: String(value), label: labels[String(value)] ?? String(value) }))

/**
 * The form's fields, apart from what changes when the form is hidden or shown: hiding it for
 * the result renders none of them again.
 */
const QuoteChoiceFields = memo(
  withForm({
    defaultValues: {} as QuoteFormValues,
    props: {} as { copy: CalculatorCopy<QuoteDefinition>; definition: QuoteDefinition },
    render: function QuoteChoiceFieldsView({ form, copy, definition }) {
      return (
        <>
          <div className={gridStyle}>
            <form.AppField name="size">
              {(field) => (
                <field.SelectField
                  label={copy.size.label}
                  placeholder={copy.size.placeholder}
                  options={options(copy.size.options, definition.size.choices)}
                />
              )}
            </form.AppField>
            <form.AppField name="apiIntegrations">
              {(field) => (
                <field.SelectField
                  label={quoteCopy.apiIntegrations.label}
                  placeholder={quoteCopy.apiIntegrations.placeholder}
                  options={options(quoteCopy.apiIntegrations.options, API_INTEGRATION_CHOICES)}
                />
              )}
            </form.AppField>
            <form.AppField name="timeline">
              {(field) => (
                <field.SelectField
                  label={quoteCopy.timeline.label}
                  placeholder={quoteCopy.timeline.placeholder}
                  options={options(copy.timelines, TIMELINES)}
                />
              )}
            </form.AppField>
          </div>
          <fieldset className={fieldsetStyle}>
            <legend className={legendStyle}>{copy.addonsLegend}</legend>
            <div className={checkboxGridStyle}>
              {addonsOf(definition).map((addon) => (
                <form.AppField key={addon} name={`addons.${addon}`}>
                  {(field) => <field.CheckboxField label={copy.addons[addon] ?? addon} />}
                </form.AppField>
              ))}
            </div>
          </fieldset>
          <form.AppField name="additionalFeatures">
            {(field) => (
              <field.TextareaField
                label={quoteCopy.additionalFeatures}
                helperText={copy.additionalFeaturesHelp}
                rows={4}
              />
            )}
          </form.AppField>
          <fieldset className={fieldsetStyle}>
            <legend className={legendStyle}>{quoteCopy.contactLegend}</legend>
            <div className={fieldColumns}>
              <ContactFields form={form} fields="contactInfo" copy={quoteCopy.contactFields} />
            </div>
          </fieldset>
        </>
      )
    },
  }),
)

export const QuoteRequirementsForm = withForm({
  defaultValues: {} as QuoteFormValues,
  props: {} as {
    copy: CalculatorCopy<QuoteDefinition>
    definition: QuoteDefinition
    /** False while the result shows: the form stays mounted, hidden, with all it holds. */
    shown: boolean
    /** Set when the visitor comes back from the result: focus lands on the form's heading. */
    focusHeading: boolean
    /** The form's whole check, so a valid quote shows without the library's extra render. */
    passes: () => boolean
  },
  render: function QuoteRequirementsFormView({
    form,
    copy,
    definition,
    shown,
    focusHeading,
    passes,
  }) {
    const headingRef = useFocusWhenShown<HTMLHeadingElement>(shown, focusHeading)
    const headingId = useId()
    // The contact details are checked when they change, not on every change of the form's
    // store (a ticked feature alone notified it several times).
    const contactInfo = useSelector(form.store, (state) => state.values.contactInfo)
    const missing = missingContact(contactInfo)
    const styles = card()
    return (
      <form.AppForm>
        <form.Form
          aria-labelledby={headingId}
          className={styles.root}
          hidden={!shown}
          passes={passes}
        >
          <div className={styles.body}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingStyle}>
              {copy.formTitle}
            </h2>
            <QuoteChoiceFields form={form} copy={copy} definition={definition} />
            <div className={actionsStyle}>
              <form.SubmitButton disabled={missing !== undefined}>
                <CalculatorIcon aria-hidden="true" size={20} />
                {quoteCopy.submit}
              </form.SubmitButton>
              <p role="status" className={hintStyle}>
                {missing ? quoteCopy.missing[missing] : quoteCopy.ready}
              </p>
            </div>
          </div>
        </form.Form>
      </form.AppForm>
    )
  },
})
