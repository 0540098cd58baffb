/** The static Legal Analysis Demo sample, exactly as the spec lists it. */
export const legalSample = {
  standards: [
    { name: 'Section 508', status: 'passed' },
    { name: 'ADA Title III', status: 'passed' },
    { name: 'WCAG 2.1 AA', status: 'passed' },
    { name: 'EN 301 549', status: 'partial' },
  ],
  risk: [
    { label: 'Litigation risk', value: 'High' },
    { label: 'Compliance gap', value: 'Medium' },
    { label: 'Remediation cost', value: '$15K - $45K' },
  ],
  sectors: [
    { sector: 'Government sector', value: '67%', label: 'compliance rate' },
    { sector: 'Commercial sector', value: '$250K+', label: 'estimated protection value' },
  ],
  priorityActions: [
    { title: 'Color contrast', detail: '8 issues' },
    { title: 'Screen reader support', detail: '12 elements' },
    { title: 'Focus management', detail: '5 screens' },
  ],
  roadmap: [
    { phase: 'Phase 1: Critical fixes', duration: '2-4 weeks' },
    { phase: 'Phase 2: Full compliance', duration: '6-12 weeks' },
    { phase: 'Phase 3: Monitoring and maintenance', duration: 'Ongoing' },
  ],
} as const
