import { loadSupabase } from '@/lib/session/supabase'
import { appointmentRows, profileRecord, type PortalData } from '../model/portal-data'

/** PostgREST's answer when `.single()` finds no row. */
const NO_ROWS = 'PGRST116'

/**
 * The signed-in user's profile and appointments (newest first); row level security limits both.
 * `signal` abandons both requests, as when the user signs out meanwhile.
 */
export async function fetchPortalData(userId: string, signal: AbortSignal): Promise<PortalData> {
  const supabase = await loadSupabase()
  const [profile, appointments] = await Promise.all([
    supabase.from('profiles').select('*').eq('user_id', userId).abortSignal(signal).single(),
    supabase
      .from('appointments')
      .select('*')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .abortSignal(signal),
  ])
  if (profile.error && profile.error.code !== NO_ROWS) throw new Error(profile.error.message)
  if (appointments.error) throw new Error(appointments.error.message)
  return {
    profile: profileRecord.parse(profile.error ? null : profile.data),
    appointments: appointmentRows.parse(appointments.data),
    fetchedAt: new Date().toISOString(),
  }
}
