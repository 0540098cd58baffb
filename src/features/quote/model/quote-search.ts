import {
  API_INTEGRATION_CHOICES,
  TIMELINES,
  addonsOf,
  type MobileQuoteDefinition,
  type QuoteChoices,
  type QuoteDefinition,
  type WebQuoteDefinition,
} from './quote-definitions'

/** The result view has its own history entry, so Back and Forward move between form and result. */
export type QuoteSearch<D extends QuoteDefinition> = QuoteChoices<D> & { view?: 'result' }
export type MobileQuoteSearch = QuoteSearch<MobileQuoteDefinition>
export type WebQuoteSearch = QuoteSearch<WebQuoteDefinition>
/** The search of either calculator, where code serves both. */
export type AnyQuoteSearch = QuoteSearch<QuoteDefinition>

function pick<T>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined
}

/**
 * Keeps only the offered choices from a URL's parameters, so a malformed or hostile link shows
 * the defaults instead of an error. Every known key is returned, undefined when refused: the
 * router merges a route's search over the raw parameters, so an omitted key would slip back.
 * Deliberately tiny (it runs in the route, on every page's first load); the quote's zod schema
 * checks the choices again before any arithmetic.
 */
export function parseQuoteSearch<D extends QuoteDefinition>(
  definition: D,
  raw: Record<string, unknown>,
): QuoteSearch<D> {
  const search: Record<string, unknown> = {
    [definition.size.field]: pick(definition.size.choices, raw[definition.size.field]),
    apiIntegrations: pick(API_INTEGRATION_CHOICES, raw.apiIntegrations),
    timeline: pick(TIMELINES, raw.timeline),
    view: raw.view === 'result' ? 'result' : undefined,
  }
  for (const addon of addonsOf(definition)) search[addon] = raw[addon] === true ? true : undefined
  return search as QuoteSearch<D>
}

/** The choices a search holds (nothing else it may carry), without the empty ones. */
export function choicesOfSearch<D extends QuoteDefinition>(
  definition: D,
  search: QuoteSearch<D>,
): QuoteChoices<D> {
  const all = search as Record<string, unknown>
  const keys = [definition.size.field, ...addonsOf(definition), 'apiIntegrations', 'timeline']
  return Object.fromEntries(
    keys.filter((key) => all[key] !== undefined).map((key) => [key, all[key]]),
  ) as QuoteChoices<D>
}
