import { describe, expect, it } from 'vitest'
import { mobileQuoteDefinition, webQuoteDefinition } from './quote-definitions'
import {
  choicesFromFormValues,
  formValuesFromChoices,
  missingContact,
  quoteFormSchema,
  sameChoices,
} from './quote-form'

const contact = (name: string, email: string) => ({ name, email, company: '' })

describe('missingContact: name and a valid email are required', () => {
  it.each([
    [contact('', ''), 'name-and-email'],
    [contact('   ', 'ann@example.com'), 'name'],
    [contact('Ann', ''), 'email'],
    [contact('Ann', 'ann@'), 'email'],
    [contact('Ann', 'ann example.com'), 'email'],
    [contact('', 'not-an-email'), 'name-and-email'],
    [contact('Ann', 'ann@example.com'), undefined],
    [{ name: 'Ann', email: ' ann@example.com ', company: 'Acme' }, undefined],
  ])('%o → %s', (info, missing) => {
    expect(missingContact(info)).toBe(missing)
  })
})

describe('form values and choices', () => {
  it('round-trips the choices, with empty selects left out', () => {
    const values = formValuesFromChoices(mobileQuoteDefinition, { screens: 8, fileUploads: true })
    expect(values).toMatchObject({
      size: '8',
      apiIntegrations: '',
      timeline: '',
      addons: { fileUploads: true, userAuth: false },
    })
    expect(choicesFromFormValues(mobileQuoteDefinition, values)).toEqual({
      screens: 8,
      fileUploads: true,
    })
  })

  it('never carries the contact details or notes into the choices', () => {
    const values = formValuesFromChoices(
      webQuoteDefinition,
      { pages: 12, timeline: 'rush', apiIntegrations: 0 },
      { additionalFeatures: 'A booking page', contactInfo: contact('Ann', 'ann@example.com') },
    )
    expect(values.contactInfo.name).toBe('Ann')
    expect(choicesFromFormValues(webQuoteDefinition, values)).toEqual({
      pages: 12,
      timeline: 'rush',
      apiIntegrations: 0,
    })
  })

  it('takes only the notes and contact details from the entries it keeps', () => {
    const current = formValuesFromChoices(
      mobileQuoteDefinition,
      { screens: 25, adminPanel: true },
      { additionalFeatures: 'Maps', contactInfo: contact('Bo', 'bo@example.org') },
    )
    const next = formValuesFromChoices(mobileQuoteDefinition, { screens: 3 }, current)
    expect(next).toMatchObject({ size: '3', additionalFeatures: 'Maps' })
    expect(next.addons.adminPanel).toBe(false)
    expect(next.contactInfo.name).toBe('Bo')
  })

  it('the form schema accepts the offered choices and rejects others', () => {
    const schema = quoteFormSchema(mobileQuoteDefinition)
    const values = formValuesFromChoices(
      mobileQuoteDefinition,
      { screens: 25 },
      {
        additionalFeatures: '',
        contactInfo: contact('Ann', 'ann@example.com'),
      },
    )
    expect(schema.safeParse(values).success).toBe(true)
    expect(schema.safeParse({ ...values, size: '9' }).success).toBe(false)
    expect(schema.safeParse({ ...values, timeline: 'soon' }).success).toBe(false)
  })

  it('compares choices regardless of key order and missing keys', () => {
    expect(sameChoices({ screens: 8, userAuth: true }, { userAuth: true, screens: 8 })).toBe(true)
    expect(sameChoices({ screens: 8, timeline: undefined }, { screens: 8 })).toBe(true)
    expect(sameChoices({ screens: 8 }, { screens: 15 })).toBe(false)
  })
})
