import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { badge, button, card } from 'styled-system/recipes'
import { PageHero } from '@/components/sections/page-hero'
import { PageSection } from '@/components/sections/page-section'
import { LinkButton } from '@/components/ui/link-button'
import { siteConfig } from '@/lib/site/site-config'
import {
  apiDocsHero,
  apiEndpoints,
  authentication,
  docsLinks,
  endpointsSection,
  quickStart,
} from '../content/docs'
import { CodeBlock } from './code-block'

const cardGrid = grid({ gap: '6', columns: { base: 1, xl: 3 } })
const pathStyle = css({ fontFamily: 'mono', fontSize: 'md', wordBreak: 'break-all' })
const stepsStyle = grid({ gap: '8', maxW: '4xl' })
const stepTitle = css({ textStyle: 'h3', mb: '2' })
const actionsStyle = flex({ wrap: 'wrap', gap: '3', mt: '10' })
const authStyle = grid({ maxW: '3xl', gap: '3', mb: '10' })

export function ApiDocsPage() {
  const styles = card()
  return (
    <>
      <PageHero eyebrow={apiDocsHero.eyebrow} title={apiDocsHero.title} lead={apiDocsHero.lead} />
      <PageSection id="endpoints" title={endpointsSection.title}>
        <div className={authStyle}>
          <h3 className={stepTitle}>{authentication.title}</h3>
          <p>{authentication.text}</p>
          <CodeBlock caption={authentication.headersCaption} code={authentication.headers} />
        </div>
        <ul className={cardGrid}>
          {apiEndpoints.map((endpoint) => (
            <li key={endpoint.id} className={styles.root}>
              <div className={styles.header}>
                <h3 className={styles.title}>{endpoint.name}</h3>
                <p className={pathStyle}>
                  <span className={badge()}>{endpoint.method}</span> {endpoint.path}
                </p>
                <p className={styles.description}>{endpoint.description}</p>
              </div>
              <div className={styles.body}>
                <CodeBlock
                  caption={endpointsSection.requestCaption(endpoint.name)}
                  code={endpoint.request}
                />
                <CodeBlock
                  caption={endpointsSection.responseCaption(endpoint.name)}
                  code={endpoint.response}
                />
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="quick-start" title={quickStart.title} tone="subtle">
        <ol className={stepsStyle}>
          {quickStart.steps.map((step, index) => (
            <li key={step.title}>
              <h3 className={stepTitle}>
                {index + 1}. {step.title}
              </h3>
              <p>{step.text}</p>
              {'link' in step ? (
                <a className={button({ variant: 'outline' })} href={siteConfig.links.apiSignup}>
                  {step.link.label}
                </a>
              ) : null}
              {'code' in step ? (
                <CodeBlock
                  caption={quickStart.stepCaption(index + 1, step.title)}
                  code={step.code}
                />
              ) : null}
            </li>
          ))}
        </ol>
        <div className={actionsStyle}>
          {docsLinks.map((link) => (
            <LinkButton key={link.to} to={link.to} variant={link.emphasis}>
              {link.label}
            </LinkButton>
          ))}
        </div>
      </PageSection>
    </>
  )
}
