import { withFieldGroup } from '@/components/form/use-app-form'

/** Both audit forms keep the contact details under the same names at the top level. */
export const contactFieldNames = {
  companyName: 'companyName',
  contactName: 'contactName',
  email: 'email',
  phone: 'phone',
} as const

/** Who is asking for the audit; variant B also needs a phone number. */
export const ContactFields = withFieldGroup({
  defaultValues: { companyName: '', contactName: '', email: '', phone: '' },
  props: { phoneRequired: false },
  render: function ContactFieldsGroup({ group, phoneRequired }) {
    return (
      <>
        <group.AppField name="companyName">
          {(field) => <field.TextField label="Company Name" autoComplete="organization" required />}
        </group.AppField>
        <group.AppField name="contactName">
          {(field) => <field.TextField label="Contact Name" autoComplete="name" required />}
        </group.AppField>
        <group.AppField name="email">
          {(field) => (
            <field.TextField label="Email Address" type="email" autoComplete="email" required />
          )}
        </group.AppField>
        <group.AppField name="phone">
          {(field) => (
            <field.TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              required={phoneRequired}
            />
          )}
        </group.AppField>
      </>
    )
  },
})
