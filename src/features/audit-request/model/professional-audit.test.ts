import { describe, expect, it } from 'vitest'
import { professionalAuditDefaults, professionalAuditMail } from './professional-audit'
import { professionalAuditSchema } from './professional-audit-schema'

const filled = {
  ...professionalAuditDefaults,
  companyName: 'Acme Health',
  contactName: 'Ann Lee',
  email: 'ann@acme.test',
  appName: 'Acme Care',
  platform: 'both',
  appType: 'healthcare',
  timeline: 'asap',
  budget: '5000+',
}

describe('professional audit (variant A)', () => {
  it('sends the fixed subject and every field, options by label, empty ones as Not provided', () => {
    const mail = professionalAuditMail('team@example.com', filled)
    expect(mail.subject).toBe('Professional Mobile App Accessibility Audit Request')
    expect(mail.body).toContain('Company Name: Acme Health')
    expect(mail.body).toContain('Platform: Both iOS & Android')
    expect(mail.body).toContain('App Type: Healthcare')
    expect(mail.body).toContain('Timeline: ASAP (rush fee applies)')
    expect(mail.body).toContain('Budget: $5,000+')
    expect(mail.body).toContain('Phone: Not provided')
    expect(mail.body).toContain('App Store URL: Not provided')
  })

  it('requires company, contact, a valid email and the app name only', () => {
    expect(professionalAuditSchema.safeParse(filled).success).toBe(true)
    const result = professionalAuditSchema.safeParse(professionalAuditDefaults)
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path[0]).sort()
    expect(paths).toEqual(['appName', 'companyName', 'contactName', 'email'])
  })
})
