import { Sparkles } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'
import { grid } from 'styled-system/patterns'
import { button, field } from 'styled-system/recipes'
import { LabelledField } from '@/components/form/labelled-field'
import { useFieldIds } from '@/lib/form/field-ids'
import { notify } from '@/lib/toast/toast'
import { industries, industryIds, type IndustryId } from '../content/industries'
import { appTypeIds, platforms, type AppTypeId } from '../model/platforms'
import { generateRecommendation, type Recommendation } from '../model/recommendations'
import { DemoCard } from './demo-card'
import { RecommendationResult } from './recommendation-result'

const formStyle = grid({
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr) auto' },
  alignItems: 'end',
})

const isIndustry = (value: string): value is IndustryId =>
  (industryIds as readonly string[]).includes(value)
const isAppType = (value: string): value is AppTypeId =>
  (appTypeIds as readonly string[]).includes(value)

export function RecommendationsEngine() {
  const [industry, setIndustry] = useState('')
  const [appType, setAppType] = useState('')
  const [result, setResult] = useState<Recommendation | null>(null)
  const industryFieldIds = useFieldIds()
  const appTypeFieldIds = useFieldIds()

  const generate = (event: SubmitEvent) => {
    event.preventDefault()
    if (!isIndustry(industry) || !isAppType(appType)) {
      notify({
        title: 'Selection Required',
        description: 'Please select both industry and app type.',
        variant: 'destructive',
      })
      return
    }
    setResult(generateRecommendation(industry, appType))
    notify({
      title: 'Recommendations Generated!',
      description: `Your plan for a ${industries[industry].label.toLowerCase()} app on ${platforms[appType].label} is ready.`,
      variant: 'success',
    })
  }

  return (
    <DemoCard
      title="Smart Recommendations Engine"
      description="Choose your industry and app type for a sample remediation plan. The compliance statuses are simulated."
    >
      <form noValidate onSubmit={generate} className={formStyle}>
        <LabelledField label="Industry" ids={industryFieldIds}>
          <select
            id={industryFieldIds.control}
            className={field().control}
            value={industry}
            onChange={(event) => setIndustry(event.target.value)}
          >
            <option value="">Select an industry</option>
            {industryIds.map((id) => (
              <option key={id} value={id}>
                {industries[id].label}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField label="App type" ids={appTypeFieldIds}>
          <select
            id={appTypeFieldIds.control}
            className={field().control}
            value={appType}
            onChange={(event) => setAppType(event.target.value)}
          >
            <option value="">Select an app type</option>
            {appTypeIds.map((id) => (
              <option key={id} value={id}>
                {platforms[id].label}
              </option>
            ))}
          </select>
        </LabelledField>
        <button type="submit" className={button()}>
          <Sparkles aria-hidden="true" size={18} />
          Generate Recommendations
        </button>
      </form>
      {result ? <RecommendationResult result={result} /> : null}
    </DemoCard>
  )
}
