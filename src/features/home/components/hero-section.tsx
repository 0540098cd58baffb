import { Zap } from 'lucide-react'
import { css } from 'styled-system/css'
import { LinkButton } from '@/components/ui/link-button'
import { fastDeliveryOffer, hero } from '../content'

const heroStyle = css({
  bgGradient: 'to-br',
  gradientFrom: 'blue.50',
  gradientTo: 'white',
  py: { base: '14', md: '24' },
})
const innerStyle = css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, textAlign: 'center' })
const eyebrowStyle = css({ color: 'fg.accent', fontWeight: '700', mb: '4' })
const titleStyle = css({ textStyle: 'display', color: 'fg.default' })
const leadStyle = css({ textStyle: 'lead', color: 'fg.muted', mt: '6', maxW: '3xl', mx: 'auto' })
const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '3',
  mt: '8',
})
const offerStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  mt: '8',
  px: '4',
  py: '2',
  borderRadius: 'full',
  bg: 'accent.highlight',
  color: 'fg.default',
  fontSize: 'sm',
})

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className={heroStyle}>
      <div className={innerStyle}>
        <p className={eyebrowStyle}>{hero.eyebrow}</p>
        <h1 id="hero-heading" className={titleStyle}>
          {hero.title}
        </h1>
        <p className={leadStyle}>{hero.lead}</p>
        <div className={actionsStyle}>
          {hero.actions.map((action) => (
            <LinkButton
              key={action.to}
              to={action.to}
              size="lg"
              variant={action.emphasis === 'primary' ? 'solid' : 'outline'}
            >
              {action.label}
            </LinkButton>
          ))}
        </div>
        <p className={offerStyle}>
          <Zap aria-hidden="true" size={16} />
          <span>
            <strong>{fastDeliveryOffer.title}:</strong> {fastDeliveryOffer.text}
          </span>
        </p>
      </div>
    </section>
  )
}
