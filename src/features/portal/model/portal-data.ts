import { z } from '@/lib/zod'

const appointmentRow = z.object({
  id: z.string(),
  service_type: z.string(),
  appointment_date: z.string(),
  status: z.string(),
  payment_status: z.string().nullable().optional(),
  document_type: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  amount: z.number().int(),
  created_at: z.string(),
})

const profileRow = z.object({
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
})

export const appointmentRows = z.array(appointmentRow)
export const profileRecord = profileRow.nullable()

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
