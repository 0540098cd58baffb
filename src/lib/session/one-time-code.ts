/** Authenticator apps show six digits, often as "123 456": spaces and dashes are dropped. */
export const CODE_LENGTH = 6

export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '')
}

export function isWellFormedCode(input: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(normalizeCode(input))
}
