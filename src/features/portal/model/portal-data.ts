import { z } from '@/lib/validation/zod'

/** A column the row may leave out or set to null. */
const optionalText = z.optional(z.nullable(z.string()))

const appointmentRow = z.object({
  id: z.string(),
  service_type: z.string(),
  appointment_date: z.string(),
  status: z.string(),
  payment_status: optionalText,
  document_type: optionalText,
  notes: optionalText,
  amount: z.int(),
  created_at: z.string(),
})

const profileRow = z.object({
  first_name: optionalText,
  last_name: optionalText,
  phone: optionalText,
  city: optionalText,
  state: optionalText,
  created_at: optionalText,
})

export const appointmentRows = z.array(appointmentRow)
export const profileRecord = z.nullable(profileRow)

export type Appointment = z.infer<typeof appointmentRow>
export type Profile = z.infer<typeof profileRow>

/** What the portal shows and keeps for offline use. */
export interface PortalData {
  appointments: Appointment[]
  profile: Profile | null
  /** When the data came from the backend (ISO time). */
  fetchedAt: string
}

/** Spec: a missing payment status reads as pending. */
export function paymentStatusOf(appointment: Appointment): string {
  return appointment.payment_status ?? 'pending'
}
