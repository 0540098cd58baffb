import { z } from '@/lib/validation/zod'
import { isResumeFile } from './application'

/** Name, email, phone and a resume are required; the 5MB hint is advice, not a limit. */
export const applicationSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your full name')),
  email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
  phone: z.string().check(z.trim(), z.minLength(1, 'Please enter your phone number')),
  resume: z.custom<File | null>().check(
    z.superRefine((file, context) => {
      if (!(file instanceof File)) {
        context.addIssue({ code: 'custom', message: 'Please attach your resume' })
      } else if (!isResumeFile(file.name)) {
        context.addIssue({ code: 'custom', message: 'Please attach a .pdf, .doc or .docx file' })
      }
    }),
  ),
  message: z.string(),
})
