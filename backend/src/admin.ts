import { LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from './api-keys.ts'

export interface NewAppointment {
  user_id: string
  service_type: string
  appointment_date: string
  amount: number
  status?: string
  payment_status?: string | null
  document_type?: string | null
  notes?: string | null
  created_at?: string
}

export interface Appointment extends Required<NewAppointment> {
  id: string
}

/**
 * Inserts an appointment "on the server side" with the service-role key, which bypasses row
 * level security: what staff tooling would do, and what a test needs to make data appear
 * while a browser is signed in. Works against any running backend, local or hosted.
 */
export async function adminInsertAppointment(
  appointment: NewAppointment,
  target: { url?: string; serviceRoleKey?: string } = {},
): Promise<Appointment> {
  const key = target.serviceRoleKey ?? LOCAL_SERVICE_ROLE_KEY
  const response = await fetch(`${target.url ?? LOCAL_BACKEND_URL}/rest/v1/appointments`, {
    method: 'POST',
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Accept: 'application/vnd.pgrst.object+json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(appointment),
  })
  const body = await response.json()
  if (!response.ok)
    throw new Error(
      `Inserting the appointment failed (${response.status}): ${JSON.stringify(body)}`,
    )
  return body as Appointment
}
