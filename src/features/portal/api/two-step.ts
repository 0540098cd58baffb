import { verifiedFactorIds } from '@/lib/session/assurance'
import { loadSupabase } from '@/lib/session/supabase'

export interface NewFactor {
  factorId: string
  /** The QR code as supabase-js gives it: `data:image/svg+xml;utf-8,<svg …>`. */
  qrCode: string
  secret: string
}

/** The verified authenticator factor of the signed-in user, or null when two-step is off. */
export async function findVerifiedFactor(): Promise<string | null> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) throw error
  return verifiedFactorIds(data.totp)[0] ?? null
}

/** Starts an authenticator factor; it is on once a code from it is verified. */
export async function enrollFactor(issuer: string): Promise<NewFactor> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer })
  if (error) throw error
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/** Removes a factor (a verified one only from a session that has just passed its code). */
export async function removeFactor(factorId: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) throw error
}
