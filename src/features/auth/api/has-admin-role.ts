import { loadSupabase } from '@/lib/session/supabase'
import { z } from '@/lib/validation/zod'

const roleRows = z.array(z.object({ role: z.literal('admin') }))

/** Spec: an empty result or an error both mean the user is not an admin. */
export async function hasAdminRole(userId: string): Promise<boolean> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
  if (error) return false
  const rows = roleRows.safeParse(data)
  return rows.success && rows.data.length > 0
}
