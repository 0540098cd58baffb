import { Zap } from 'lucide-react'
import { css } from 'styled-system/css'
import { ActionRow } from '@/components/sections/action-row'
import { PageHero } from '@/components/sections/page-hero'
import { fastDeliveryOffer, hero } from '../content'

const offerStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  mt: '8',
  px: '4',
  py: '2',
  borderRadius: 'full',
  bg: 'accent.highlight',
  color: 'accent.highlightFg',
  fontSize: 'sm',
})

export function HeroSection() {
  return (
    <PageHero look="home" {...hero}>
      <ActionRow align="center" actions={hero.actions} />
      <p className={offerStyle}>
        <Zap aria-hidden="true" size={16} />
        <span>
          <strong>{fastDeliveryOffer.title}:</strong> {fastDeliveryOffer.text}
        </span>
      </p>
    </PageHero>
  )
}
