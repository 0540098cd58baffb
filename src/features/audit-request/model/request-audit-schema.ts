import { z } from '@/lib/zod'

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

/** Variant B: exactly the nine messages of accessibility-site.md section 5. */
export const requestAuditSchema = z.object({
  companyName: z.string().trim().min(2, 'Company name must be at least 2 characters'),
  contactName: z.string().trim().min(2, 'Contact name must be at least 2 characters'),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().min(10, 'Please enter a valid phone number'),
  appType: z.string().min(1, 'Please select an app type'),
  appUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isWebAddress(value), 'Please enter a valid URL'),
  urgency: z.string().min(1, 'Please select urgency level'),
  requirements: z.string().trim().min(20, 'Please provide more details about your requirements'),
  budget: z.string().min(1, 'Please select a budget range'),
})
