import { Tabs } from '@/components/ui/tabs'
import { legalSection } from '../content/page'
import { LegalAnalysis } from './legal-analysis'

export function LegalDemoTabs() {
  return (
    <Tabs
      label={legalSection.tabsLabel}
      items={[
        {
          value: legalSection.tab.value,
          label: legalSection.tab.label,
          content: <LegalAnalysis />,
        },
      ]}
    />
  )
}
