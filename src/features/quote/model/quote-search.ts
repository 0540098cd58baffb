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

function isOneOf<T>(allowed: readonly T[], value: unknown): value is T {
  return allowed.includes(value as T)
}

/**
 * Keeps only the offered choices from a URL's parameters and drops everything else, so a
 * malformed or hostile link shows the defaults instead of an error. Deliberately tiny (it runs
 * in the route, on every page's first load); the quote schema re-checks before any arithmetic.
 */
export function parseQuoteSearch<D extends QuoteDefinition>(
  definition: D,
  raw: Record<string, unknown>,
): QuoteSearch<D> {
  const search: Record<string, unknown> = {}
  const size = raw[definition.size.field]
  if (isOneOf(definition.size.choices, size)) search[definition.size.field] = size
  for (const addon of addonsOf(definition)) {
    if (raw[addon] === true) search[addon] = true
  }
  if (isOneOf(API_INTEGRATION_CHOICES, raw.apiIntegrations)) {
    search.apiIntegrations = raw.apiIntegrations
  }
  if (isOneOf(TIMELINES, raw.timeline)) search.timeline = raw.timeline
  if (raw.view === 'result') search.view = 'result'
  return search as QuoteSearch<D>
}

/** The choices of a search, without the view. */
export function choicesOfSearch<D extends QuoteDefinition>(
  search: QuoteSearch<D>,
): QuoteChoices<D> {
  const choices: Record<string, unknown> = { ...search }
  delete choices.view
  return choices as QuoteChoices<D>
}
