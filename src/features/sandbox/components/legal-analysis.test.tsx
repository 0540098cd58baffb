import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { LegalAnalysis } from './legal-analysis'

const render = () => renderWithRouter(<LegalAnalysis />, { route: '/(tools)/sandbox' })

const section = (name: string) => screen.getByRole('region', { name })

/** A section's list entries, as each reads. */
const items = (name: string) =>
  within(section(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** A section's terms with their values, as 'term: value'. */
function pairs(name: string) {
  const values = within(section(name)).getAllByRole('definition')
  return within(section(name))
    .getAllByRole('term')
    .map((term, index) => `${term.textContent}: ${values[index]?.textContent}`)
}

describe('the legal analysis demo (/sandbox#cyber-policy)', () => {
  it('marks Section 508, ADA Title III and WCAG 2.1 AA passed and EN 301 549 partial', async () => {
    await render()
    expect(screen.getByRole('heading', { name: 'Legal Analysis Demo' })).toBeInTheDocument()
    expect(items('Standards')).toEqual([
      'Section 508 Passed',
      'ADA Title III Passed',
      'WCAG 2.1 AA Passed',
      'EN 301 549 Partial',
    ])
  })

  it('gives the risk, the sector figures, the priority actions and the three-phase roadmap', async () => {
    await render()
    expect({
      risk: pairs('Risk assessment'),
      sectors: pairs('By sector'),
      actions: items('Priority actions'),
      roadmap: items('Remediation roadmap'),
    }).toEqual({
      risk: ['Litigation risk: High', 'Compliance gap: Medium', 'Remediation cost: $15K - $45K'],
      sectors: [
        'Government sector: 67% compliance rate',
        'Commercial sector: $250K+ estimated protection value',
      ],
      actions: [
        'Color contrast (8 issues)',
        'Screen reader support (12 elements)',
        'Focus management (5 screens)',
      ],
      roadmap: [
        'Phase 1: Critical fixes2-4 weeks',
        'Phase 2: Full compliance6-12 weeks',
        'Phase 3: Monitoring and maintenanceOngoing',
      ],
    })
  })
})
