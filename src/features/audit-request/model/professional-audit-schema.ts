import { z } from '@/lib/validation/zod'

/** The browser checks these first (required, type="email"); the schema backs it up. */
export const professionalAuditSchema = z.object({
  companyName: z.string().check(z.trim(), z.minLength(1, 'Please enter your company name')),
  contactName: z.string().check(z.trim(), z.minLength(1, 'Please enter a contact name')),
  email: z.email('Please enter a valid email address'),
  phone: z.string(),
  appName: z.string().check(z.trim(), z.minLength(1, 'Please enter the app name')),
  platform: z.string(),
  appType: z.string(),
  appStoreUrl: z.string(),
  timeline: z.string(),
  specialRequirements: z.string(),
  budget: z.string(),
})
