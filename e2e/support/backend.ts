import { adminInsertAppointment, type NewAppointment } from '../../backend/src/admin'
import { E2E_BACKEND_PORT } from './ports'

/** The in-memory backend Playwright starts beside the site (see playwright.config.ts). */
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`

/**
 * The seeded accounts (supabase/seed.sql), signed in by tests running side by side. Signing out
 * ends every session of the account, as on a hosted project, so a test that signs out uses an
 * account of its own (`uniqueEmail`).
 */
export const demo = {
  customer: {
    email: 'customer@example.com',
    password: 'customer123',
    id: '11111111-1111-4111-8111-111111111111',
  },
  emptyCustomer: { email: 'new.customer@example.com', password: 'newcustomer123' },
  admin: { email: 'admin@example.com', password: 'admin123' },
} as const

/**
 * Adds an appointment for the user on the server side, as staff tooling would: a confirmed
 * notarization of a Lease Agreement tomorrow, for $42.00.
 */
export function insertAppointment(userId: string) {
  const appointment: NewAppointment = {
    user_id: userId,
    service_type: 'Remote Online Notarization',
    appointment_date: new Date(Date.now() + 86_400_000).toISOString(),
    amount: 4200,
    status: 'confirmed',
    document_type: 'Lease Agreement',
  }
  return adminInsertAppointment(appointment, { url: E2E_BACKEND_URL })
}

let counter = 0
/** A unique address for an account a test creates for itself. */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}.${Date.now()}.${process.pid}.${counter}@example.com`
}
