import { z } from '@/lib/validation/zod'
import {
  API_INTEGRATION_CHOICES,
  TIMELINES,
  addonsOf,
  type QuoteChoices,
  type QuoteDefinition,
} from './quote-definitions'

/** What the requirement form holds; an empty select is '' and falls back to its default. */
export interface QuoteFormValues {
  size: string
  addons: Record<string, boolean>
  apiIntegrations: string
  timeline: string
  additionalFeatures: string
  /** Kept in the form only: never put in the URL. */
  contactInfo: { name: string; email: string; company: string }
}

const contactInfoSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.')),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your email address.'),
      z.email('Please enter a valid email address.'),
    ),
  company: z.string(),
})

const optionalChoice = (values: readonly (string | number)[]) =>
  z.enum(['', ...values.map(String)] as [string, ...string[]])

/** The form's schema: the contact rules, and no value outside the offered choices. */
export function quoteFormSchema(definition: QuoteDefinition) {
  return z.object({
    size: optionalChoice(definition.size.choices),
    addons: z.object(Object.fromEntries(addonsOf(definition).map((addon) => [addon, z.boolean()]))),
    apiIntegrations: optionalChoice(API_INTEGRATION_CHOICES),
    timeline: optionalChoice(TIMELINES),
    additionalFeatures: z.string(),
    contactInfo: contactInfoSchema,
  })
}

/** Why Calculate Quote is still disabled, or undefined when it may be pressed. */
export function missingContact(
  contactInfo: QuoteFormValues['contactInfo'],
): 'name-and-email' | 'name' | 'email' | undefined {
  const result = contactInfoSchema.safeParse(contactInfo)
  if (result.success) return undefined
  const fields = new Set(result.error.issues.map((issue) => issue.path[0]))
  if (fields.has('name') && fields.has('email')) return 'name-and-email'
  return fields.has('name') ? 'name' : 'email'
}

/** The form's entries for some choices; contact details and notes are passed through. */
export function formValuesFromChoices<D extends QuoteDefinition>(
  definition: D,
  choices: QuoteChoices<D>,
  kept: Pick<QuoteFormValues, 'additionalFeatures' | 'contactInfo'> = {
    additionalFeatures: '',
    contactInfo: { name: '', email: '', company: '' },
  },
): QuoteFormValues {
  const picked = choices as Record<string, unknown>
  const text = (value: unknown) =>
    typeof value === 'number' || typeof value === 'string' ? String(value) : ''
  return {
    size: text(picked[definition.size.field]),
    addons: Object.fromEntries(
      addonsOf(definition).map((addon) => [addon, picked[addon] === true]),
    ),
    apiIntegrations: text(choices.apiIntegrations),
    timeline: text(choices.timeline),
    additionalFeatures: kept.additionalFeatures,
    contactInfo: kept.contactInfo,
  }
}

/** The choices (never the contact details) of the form's entries, for the URL and the price. */
export function choicesFromFormValues<D extends QuoteDefinition>(
  definition: D,
  values: QuoteFormValues,
): QuoteChoices<D> {
  const choices: Record<string, unknown> = {}
  if (values.size !== '') choices[definition.size.field] = Number(values.size)
  for (const addon of addonsOf(definition)) {
    if (values.addons[addon] === true) choices[addon] = true
  }
  if (values.apiIntegrations !== '') choices.apiIntegrations = Number(values.apiIntegrations)
  if (values.timeline !== '') choices.timeline = values.timeline
  return choices as QuoteChoices<D>
}

/** Whether two sets of choices are the same (the URL and the form agree). */
export function sameChoices(a: object, b: object): boolean {
  const entries = (choices: object) =>
    JSON.stringify(
      Object.entries(choices)
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    )
  return entries(a) === entries(b)
}
