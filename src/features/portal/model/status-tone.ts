export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral'

const tones: Record<string, StatusTone> = {
  confirmed: 'success',
  completed: 'success',
  paid: 'success',
  pending: 'warning',
  cancelled: 'danger',
  failed: 'danger',
}

/** Spec: confirmed, completed, paid green; pending yellow; cancelled, failed red; others grey. */
export function statusTone(status: string): StatusTone {
  return tones[status.toLowerCase()] ?? 'neutral'
}
