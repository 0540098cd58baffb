import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { CheckList } from '@/components/sections/check-list'
import { LinkButton } from '@/components/ui/link-button'
import { Tabs } from '@/components/ui/tabs'
import { aiServicePanel, aiServices, type AiService } from '../content/ai-services'
import { aiServicesSection } from '../content/page'
import { formatAiPricing } from '../model/ai-pricing'

const panelStyle = grid({ gap: '8', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } })
const factsStyle = flex({ direction: 'column', gap: '4', mt: '6' })
const termStyle = css({ fontWeight: '700' })
const asideStyle = flex({
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  p: '6',
  direction: 'column',
  gap: '4',
  align: 'flex-start',
})

function ServicePanel({ service }: { service: AiService }) {
  return (
    <div className={panelStyle}>
      <div>
        <h3 className={css({ textStyle: 'h3' })}>{service.title}</h3>
        <p className={css({ color: 'fg.muted', mt: '3' })}>{service.description}</p>
        <dl className={factsStyle}>
          <div>
            <dt className={termStyle}>{aiServicePanel.idealForTerm}</dt>
            <dd>{service.idealFor}</dd>
          </div>
          <div>
            <dt className={termStyle}>{aiServicePanel.pricingTerm}</dt>
            <dd>
              <span className={badge({ variant: 'highlight' })}>
                {formatAiPricing(service.pricing)}
              </span>
            </dd>
          </div>
        </dl>
      </div>
      <div className={asideStyle}>
        <h4 className={termStyle}>{aiServicePanel.benefitsHeading}</h4>
        <CheckList items={service.benefits} />
        <LinkButton to="/contact">
          {aiServicePanel.getStarted}
          <span className={css({ srOnly: true })}>
            {' '}
            {aiServicePanel.getStartedContext(service.title)}
          </span>
        </LinkButton>
      </div>
    </div>
  )
}

/** The AI services, one tab each; the design tab is open first. */
export function ServicesTabs() {
  return (
    <Tabs
      label={aiServicesSection.tabsLabel}
      defaultValue="design"
      items={aiServices.map((service) => ({
        value: service.id,
        label: service.label,
        content: <ServicePanel service={service} />,
      }))}
    />
  )
}
