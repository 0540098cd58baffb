import { z } from '@/lib/validation/zod'

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

const trimmed = (minimum: number, message: string) =>
  z.string().check(z.trim(), z.minLength(minimum, message))
const chosen = (message: string) => z.string().check(z.minLength(1, message))

/** Variant B: exactly the nine messages of accessibility-site.md section 5. */
export const requestAuditSchema = z.object({
  companyName: trimmed(2, 'Company name must be at least 2 characters'),
  contactName: trimmed(2, 'Contact name must be at least 2 characters'),
  email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
  phone: trimmed(10, 'Please enter a valid phone number'),
  appType: chosen('Please select an app type'),
  appUrl: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isWebAddress(value), 'Please enter a valid URL'),
  ),
  urgency: chosen('Please select urgency level'),
  requirements: trimmed(20, 'Please provide more details about your requirements'),
  budget: chosen('Please select a budget range'),
})
