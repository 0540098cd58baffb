import type { AnyFieldLikeMetaBase } from '@tanstack/react-form'

/** What the form library records of a field nobody has touched or checked yet. */
const untouched: AnyFieldLikeMetaBase = {
  isTouched: false,
  isBlurred: false,
  isDirty: false,
  isValidating: false,
  errorMap: {},
  errorSourceMap: {},
  _arrayVersion: 0,
  _pendingValidationsCount: 0,
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * The names of a form's fields as the form library spells them, from the form's default values:
 * a plain object's entries are fields of their own (`addons.maps`, `contactInfo.name`); anything
 * else (text, a flag, a list, a file) is one field.
 */
export function fieldNamesOf(values: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    isPlainObject(value) ? fieldNamesOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

/** Every field of the form, as the library records it before anyone has touched it. */
export function untouchedFields(
  values: Record<string, unknown>,
): Record<string, AnyFieldLikeMetaBase> {
  return Object.fromEntries(fieldNamesOf(values).map((name) => [name, untouched]))
}
