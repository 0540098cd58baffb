import { withFieldGroup } from '@/lib/form/use-app-form'
import type { TextFieldProps } from './text-field'

export type ContactField = 'name' | 'email' | 'phone' | 'company'

/** A contact field's words: its label, and a hint where the form gives one. */
export interface ContactFieldCopy {
  label: string
  helperText?: string
}

/** The fields a form shows, in the order it shows them, with their words. */
export type ContactFieldsCopy = Partial<Record<ContactField, ContactFieldCopy>>

/** What the browser knows each field as: the right keyboard and autofill. */
const inputOf: Record<ContactField, Omit<TextFieldProps, 'label'>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { autoComplete: 'organization' },
}

/** The same names at the top level of a form that holds all four. */
export const contactFieldNames = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
} as const

/**
 * Who is writing: name and email (always required), phone and company where the form asks
 * for them. The fields render bare, so the form's own grid lays them out.
 */
export const ContactFields = withFieldGroup({
  defaultValues: {} as { name: string; email: string; phone?: string; company?: string },
  props: {} as {
    copy: ContactFieldsCopy
    /** Required beyond name and email. */
    alsoRequired?: readonly ContactField[]
  },
  render: function ContactFieldsGroup({ group, copy, alsoRequired = [] }) {
    const required = new Set<ContactField>(['name', 'email', ...alsoRequired])
    const shown = Object.entries(copy) as Array<[ContactField, ContactFieldCopy]>
    return (
      <>
        {shown.map(([name, words]) => (
          <group.AppField key={name} name={name}>
            {(field) => (
              <field.TextField {...inputOf[name]} {...words} required={required.has(name)} />
            )}
          </group.AppField>
        ))}
      </>
    )
  },
})
