import { type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { container, flex, grid } from 'styled-system/patterns'
import { card } from 'styled-system/recipes'
import { BusinessJsonLd } from '@/components/sections/business-json-ld'
import { siteConfig } from '@/lib/site/site-config'
import { contactDetails, contactFormCopy, contactHero } from '../content'
import { ContactForm } from './contact-form'
import { ContactMap } from './contact-map'

// The form library and its schema load after the page; the prerendered form shows meanwhile.

const heroStyle = css({ bg: 'bg.accentSubtle', py: { base: '12', md: '16' } })
const innerStyle = container()
const layoutStyle = grid({
  gap: '10',
  py: { base: '12', md: '16' },
  gridTemplateColumns: { base: '1fr', lg: '2fr 3fr' },
  alignItems: 'start',
})
const listStyle = flex({ direction: 'column', gap: '5' })
const termStyle = css({ fontWeight: '700' })
const linkStyle = css({ color: 'fg.accent', textDecoration: 'underline' })

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={termStyle}>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function ContactPage() {
  const styles = card()
  return (
    <>
      <section aria-labelledby="contact-heading" className={heroStyle}>
        <div className={innerStyle}>
          <p className={css({ color: 'fg.accent', fontWeight: '700', mb: '4' })}>
            {contactHero.eyebrow}
          </p>
          <h1 id="contact-heading" className={css({ textStyle: 'display' })}>
            {contactHero.title}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '6', maxW: '3xl' })}>
            {contactHero.lead}
          </p>
        </div>
      </section>
      <div className={`${innerStyle} ${layoutStyle}`}>
        <div className={listStyle}>
          <section aria-labelledby="details-heading" className={listStyle}>
            <h2 id="details-heading" className={css({ textStyle: 'h2' })}>
              {contactDetails.title}
            </h2>
            <dl className={listStyle}>
              <Detail term={contactDetails.phoneTerm}>
                <a href={siteConfig.phoneHref} className={linkStyle}>
                  {siteConfig.phone}
                </a>
              </Detail>
              <Detail term={contactDetails.emailTerm}>
                <a href={`mailto:${siteConfig.email}`} className={linkStyle}>
                  {siteConfig.email}
                </a>
              </Detail>
              <Detail term={contactDetails.locationTerm}>{contactDetails.location}</Detail>
              <Detail term={contactDetails.hoursTerm}>{contactDetails.hours}</Detail>
            </dl>
            <h3 className={css({ textStyle: 'h3' })}>{contactDetails.socialTitle}</h3>
            <ul className={flex({ wrap: 'wrap', gap: '4' })}>
              {contactDetails.social.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    className={linkStyle}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {link.label}
                    <span className={css({ srOnly: true })}> {contactDetails.socialLinkNote}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <ContactMap />
        </div>
        <section aria-labelledby="form-heading" className={styles.root}>
          <div className={styles.header}>
            <h2 id="form-heading" className={css({ textStyle: 'h2' })}>
              {contactFormCopy.title}
            </h2>
            <p className={styles.description}>{contactFormCopy.lead}</p>
          </div>
          <div className={styles.body}>
            <ContactForm />
            <noscript>
              <p>{contactFormCopy.noScript}</p>
            </noscript>
          </div>
        </section>
      </div>
      <BusinessJsonLd />
    </>
  )
}
