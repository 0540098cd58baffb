/**
 * A Go duration as the Supabase CLI writes them ("1s", "60s", "1m30s", "1h"), in whole
 * seconds; null when the text is not one.
 */
export function parseDuration(text: string): number | null {
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text)
  if (!parts || text === '') return null
  const [, hours = '0', minutes = '0', seconds = '0'] = parts
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
}
