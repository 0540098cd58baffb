import { describe, expect, it } from 'vitest'
import { fieldNamesOf, untouchedFields } from './untouched-fields'

describe('the fields of a form, from its default values', () => {
  it('names a plain object’s entries as fields of their own, and anything else as one field', () => {
    const resume = new File([''], 'cv.pdf')
    expect(
      fieldNamesOf({
        name: '',
        features: [],
        ongoingSupport: false,
        resume,
        empty: null,
        addons: { maps: false, chat: true },
        contactInfo: { name: '', email: '' },
      }),
    ).toEqual([
      'name',
      'features',
      'ongoingSupport',
      'resume',
      'empty',
      'addons.maps',
      'addons.chat',
      'contactInfo.name',
      'contactInfo.email',
    ])
  })

  it('records every field as untouched, unchecked and without a message', () => {
    const fields = untouchedFields({ email: '', addons: { maps: false } })
    expect(Object.keys(fields)).toEqual(['email', 'addons.maps'])
    expect(fields.email).toMatchObject({
      isTouched: false,
      isBlurred: false,
      isDirty: false,
      isValidating: false,
      errorMap: {},
    })
  })
})
