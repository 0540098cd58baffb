import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { PageSection } from '@/components/layout/page-section'
import { LinkButton } from '@/components/ui/link-button'
import {
  automationCta,
  automationHero,
  customServices,
  freeAudit,
  integrations,
  results,
} from '../content'
import { ExamplesSection } from './examples-section'

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '20' } })
const heroInner = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, textAlign: 'center' })
const actionsBase = { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' } as const
const heroActionsStyle = css(actionsBase, { justifyContent: 'center' })
const closingActionsStyle = css(actionsBase)
const grid3 = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
const grid2 = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
})
const panelStyle = css({
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '10', md: '12' },
})
const auditStyle = css({
  bg: 'accent.solid',
  color: 'accent.contrast',
  borderRadius: '2xl',
  p: { base: '6', md: '10' },
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: '3fr 2fr' },
  alignItems: 'center',
})
const resultsStyle = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  textAlign: 'center',
})

type Action = { label: string; to: string; emphasis: 'primary' | 'secondary' }

function Actions({
  actions,
  centered = false,
}: {
  actions: readonly Action[]
  centered?: boolean
}) {
  return (
    <div className={centered ? heroActionsStyle : closingActionsStyle}>
      {actions.map((action) => (
        <LinkButton
          key={action.label}
          to={action.to}
          size="lg"
          variant={action.emphasis === 'primary' ? 'solid' : 'outline'}
        >
          {action.label}
        </LinkButton>
      ))}
    </div>
  )
}

export function AutomationPage() {
  const styles = card()
  return (
    <>
      <section aria-labelledby="automation-heading" className={heroStyle}>
        <div className={heroInner}>
          <p className={css({ color: 'fg.accent', fontWeight: '700', mb: '4' })}>
            {automationHero.eyebrow}
          </p>
          <h1 id="automation-heading" className={css({ textStyle: 'display' })}>
            {automationHero.title}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '6' })}>
            {automationHero.lead}
          </p>
          <Actions actions={automationHero.actions} centered />
        </div>
      </section>
      <div className={panelStyle}>
        <section aria-labelledby="audit-heading" className={auditStyle}>
          <div>
            <h2 id="audit-heading" className={css({ textStyle: 'h2' })}>
              {freeAudit.title}
            </h2>
            <p className={css({ textStyle: 'lead', mt: '3' })}>{freeAudit.text}</p>
            <ul
              className={css({ listStyleType: 'disc', ps: '5', mt: '4', '& li + li': { mt: '2' } })}
            >
              {freeAudit.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <div>
            <LinkButton to={freeAudit.action.to} variant="inverted" size="lg">
              {freeAudit.action.label}
            </LinkButton>
          </div>
        </section>
      </div>
      <PageSection id="integrations" title={integrations.title} lead={integrations.lead}>
        <ul className={grid3}>
          {integrations.items.map((item) => (
            <li key={item.title} className={styles.root}>
              <div className={styles.body}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.description}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection
        id="custom"
        title={customServices.title}
        lead={customServices.lead}
        tone="subtle"
      >
        <ul className={grid2}>
          {customServices.items.map((item) => (
            <li key={item.title} className={styles.root}>
              <div className={styles.body}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.description}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <ExamplesSection />
      <PageSection id="results" title={results.title}>
        <dl className={resultsStyle}>
          {results.items.map((item) => (
            <div
              key={item.label}
              className={css({ display: 'flex', flexDirection: 'column-reverse' })}
            >
              <dt className={css({ color: 'fg.muted', fontSize: 'lg' })}>{item.label}</dt>
              <dd className={css({ fontSize: '4xl', fontWeight: '800', color: 'fg.accent' })}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection
        id="automation-cta"
        title={automationCta.title}
        lead={automationCta.text}
        tone="subtle"
      >
        <Actions actions={automationCta.actions} />
      </PageSection>
    </>
  )
}
