import { describe, expect, it } from 'vitest'
import { jobPositions } from '../content'
import { applicationDefaults, applicationMail, isResumeFile } from './application'
import { applicationSchema } from './application-schema'
import { filterPositions } from './job-search'

const titles = (query: string) => filterPositions(jobPositions, query).map((job) => job.title)

describe('the positions', () => {
  it('are the seven of the spec, all full-time', () => {
    expect(jobPositions.map((job) => job.title)).toEqual([
      'Proposal Manager',
      'UI/UX Designer',
      'Security Solutions Architect',
      'Senior Business Development Executive',
      'Data Scientist',
      'Local Sales Rep',
      'B2B Marketing Lead',
    ])
    expect(new Set(jobPositions.map((job) => job.type))).toEqual(new Set(['Full-time']))
    expect(new Set(jobPositions.map((job) => job.department))).toEqual(
      new Set(['Business Development', 'Design', 'Engineering', 'Sales', 'Marketing']),
    )
  })
})

describe('filterPositions', () => {
  it('matches title, department or location, ignoring case', () => {
    expect(titles('DESIGNER')).toEqual(['UI/UX Designer'])
    expect(titles('engineering')).toEqual(['Security Solutions Architect', 'Data Scientist'])
    expect(titles('washington')).toEqual(['Security Solutions Architect'])
    expect(titles('fort worth')).toEqual(['Local Sales Rep'])
    expect(titles('  ')).toHaveLength(7)
  })

  it('finds nothing for an unknown word', () => {
    expect(titles('astronaut')).toEqual([])
  })
})

describe('application', () => {
  const job = jobPositions[0]
  if (!job) throw new Error('no positions')
  const resume = new File(['%PDF'], 'ann-lee.pdf', { type: 'application/pdf' })
  const values = {
    ...applicationDefaults,
    name: 'Ann Lee',
    email: 'ann@acme.test',
    phone: '555-0100',
    resume,
  }

  it('accepts .pdf, .doc and .docx resumes only', () => {
    expect(['cv.pdf', 'CV.DOC', 'cv.docx'].map(isResumeFile)).toEqual([true, true, true])
    expect(['cv.txt', 'cv.pdf.exe', 'cv'].map(isResumeFile)).toEqual([false, false, false])
  })

  it('requires name, email, phone and a resume', () => {
    expect(applicationSchema.safeParse(values).success).toBe(true)
    const issues = applicationSchema.safeParse(applicationDefaults).error?.issues ?? []
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Please enter your full name'],
      ['email', 'Please enter a valid email address'],
      ['phone', 'Please enter your phone number'],
      ['resume', 'Please attach your resume'],
    ])
    const wrongType = applicationSchema.safeParse({ ...values, resume: new File([''], 'cv.txt') })
    expect(wrongType.error?.issues[0]?.message).toBe('Please attach a .pdf, .doc or .docx file')
  })

  it('mails the fields, asks for the resume to be attached and marks an empty cover letter', () => {
    const mail = applicationMail('jobs@example.com', job, values)
    expect(mail.subject).toBe('Job Application: Proposal Manager')
    expect(mail.body).toContain('Name: Ann Lee\nEmail: ann@acme.test\nPhone: 555-0100')
    expect(mail.body).toContain('Resume: ann-lee.pdf\nPlease attach ann-lee.pdf to this e-mail')
    expect(mail.body).not.toMatch(/attached in the web form/i)
    expect(mail.body).toContain('Cover Letter:\nNone provided')
  })
})
