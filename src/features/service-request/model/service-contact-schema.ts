import { z } from '@/lib/validation/zod'

export const serviceContactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name')),
  email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
  company: z.string(),
  phone: z.string(),
  additionalInfo: z.string(),
})
