/**
 * A request to the site, the backend or the form service that has no answer by then counts as
 * no connection. Its own module, free of the page's globals, so that the service worker's
 * delivery of the outbox shares it.
 */
export const REQUEST_TIMEOUT_MS = 8000
