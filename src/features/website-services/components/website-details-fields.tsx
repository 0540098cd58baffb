import { withForm } from '@/lib/form/use-app-form'
import { fieldColumns } from '@/theme/form-layout'
import { websiteFields as copy } from '../content/request-form'
import { websiteRequestDefaults } from '../model/website-request'
import { FeatureCheckboxes } from './feature-checkboxes'

/** About the website: its kind, size, the business, its goals and the features it needs. */
export const WebsiteDetailsFields = withForm({
  defaultValues: websiteRequestDefaults,
  render: function WebsiteDetails({ form }) {
    return (
      <>
        <div className={fieldColumns}>
          <form.AppField name="websiteType">
            {(field) => <field.TextField {...copy.websiteType} required />}
          </form.AppField>
          <form.AppField name="currentWebsite">
            {(field) => <field.TextField {...copy.currentWebsite} type="url" inputMode="url" />}
          </form.AppField>
          <form.AppField name="pages">
            {(field) => <field.SelectField {...copy.pages} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.pages}>
            {(pages) =>
              pages === 'more' ? (
                <form.AppField name="additionalPages">
                  {(field) => <field.TextField {...copy.additionalPages} />}
                </form.AppField>
              ) : null
            }
          </form.Subscribe>
        </div>
        <form.AppField name="businessDescription">
          {(field) => <field.TextareaField {...copy.businessDescription} rows={4} required />}
        </form.AppField>
        <form.AppField name="goals">
          {(field) => <field.TextareaField {...copy.goals} rows={3} required />}
        </form.AppField>
        <form.Field name="features">
          {(field) => <FeatureCheckboxes legend={copy.features.legend} field={field} />}
        </form.Field>
      </>
    )
  },
})
