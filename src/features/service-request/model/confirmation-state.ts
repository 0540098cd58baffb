import type { ServiceContact } from './service-request'

/** What the service request hands to the thank-you screen through navigation state. */
export interface ServiceRequestState {
  contact: ServiceContact
  service: string
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    serviceRequest?: ServiceRequestState
  }
}

export interface Confirmation {
  name: string
  service: string
}

export const defaultConfirmation: Confirmation = { name: '', service: 'service' }

/**
 * Reads the thank-you screen's data from history state, which the visitor's browser controls:
 * null when no request was sent (the page was opened directly); within a request, anything that
 * is not the expected strings falls back to the defaults.
 */
export function readConfirmation(state: unknown): Confirmation | null {
  if (typeof state !== 'object' || state === null || !('serviceRequest' in state)) return null
  const request: unknown = state.serviceRequest
  if (typeof request !== 'object' || request === null) return null
  const service =
    'service' in request && typeof request.service === 'string' && request.service.trim()
      ? request.service
      : defaultConfirmation.service
  const contact: unknown = 'contact' in request ? request.contact : null
  const name =
    typeof contact === 'object' &&
    contact !== null &&
    'name' in contact &&
    typeof contact.name === 'string'
      ? contact.name
      : defaultConfirmation.name
  return { name, service }
}
