import { formatMailFields, type MailMessage } from '@/lib/mail/mailto'
import type { JobPosition } from '../content'

export interface ApplicationValues {
  name: string
  email: string
  phone: string
  resume: File | null
  message: string
}

export const applicationDefaults: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  resume: null,
  message: '',
}

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const

export function isResumeFile(name: string): boolean {
  const lower = name.toLowerCase()
  return RESUME_EXTENSIONS.some((extension) => lower.endsWith(extension))
}

/**
 * The application as a mail. A mail link cannot carry a file, so the body names the chosen
 * résumé and asks the applicant to attach it before sending.
 */
export function applicationMail(
  to: string,
  job: JobPosition,
  values: ApplicationValues,
): MailMessage {
  return {
    to,
    subject: `Job Application: ${job.title}`,
    body: [
      `Job Application: ${job.title}`,
      '',
      formatMailFields([
        ['Name', values.name],
        ['Email', values.email],
        ['Phone', values.phone],
        ['Position', job.title],
        ['Department', job.department],
        ['Location', job.location],
      ]),
      '',
      ...resumeLines(values.resume),
      '',
      'Cover Letter:',
      values.message.trim() || 'None provided',
    ].join('\n'),
  }
}

function resumeLines(resume: File | null): string[] {
  if (!resume) return ['Resume: Not provided']
  return [
    `Resume: ${resume.name}`,
    `Please attach ${resume.name} to this e-mail before you send it: this message does not include it yet.`,
  ]
}
