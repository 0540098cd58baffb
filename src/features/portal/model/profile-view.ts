import type { Profile } from './portal-data'

export const NOT_PROVIDED = 'Not provided'

const present = (value: string | null | undefined): value is string => Boolean(value?.trim())

/** The name to greet: the profile's first name, then the sign-up one, else 'Customer'. */
export function greetingName(profile: Profile | null, sessionFirstName: string | null): string {
  if (present(profile?.first_name)) return profile.first_name.trim()
  return present(sessionFirstName) ? sessionFirstName.trim() : 'Customer'
}

export function fullName(profile: Profile | null): string {
  const parts = [profile?.first_name, profile?.last_name].filter(present).map((part) => part.trim())
  return parts.length > 0 ? parts.join(' ') : NOT_PROVIDED
}

export function phoneText(profile: Profile | null): string {
  return present(profile?.phone) ? profile.phone.trim() : NOT_PROVIDED
}

/** 'city, state', or what there is of it, or 'Not provided'. */
export function locationText(profile: Profile | null): string {
  const parts = [profile?.city, profile?.state].filter(present).map((part) => part.trim())
  return parts.length > 0 ? parts.join(', ') : NOT_PROVIDED
}
