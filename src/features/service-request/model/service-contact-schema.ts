import { z } from '@/lib/zod'

export const serviceContactSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  company: z.string(),
  phone: z.string(),
  additionalInfo: z.string(),
})
