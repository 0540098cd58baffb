import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { siteConfig } from '@/lib/site/site-config'
import { profileCopy } from '../content'
import { formatDate } from '../model/format'
import type { Profile } from '../model/portal-data'
import { fullName, locationText, NOT_PROVIDED, phoneText } from '../model/profile-view'
import { TwoStepSection } from './two-step-section'

const listStyle = grid({
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '8',
  rowGap: '3',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: '600' },
})
const noteStyle = css({ mt: '6', color: 'fg.muted' })

export interface ProfileTabProps {
  email: string
  profile: Profile | null
  /** When the account was created (ISO time), from the account or the profile. */
  createdAt: string | null
}

/** Read-only details (changes go through support, spec), and two-step verification. */
export function ProfileTab({ email, profile, createdAt }: ProfileTabProps) {
  return (
    <>
      <dl className={listStyle}>
        <dt>{profileCopy.emailTerm}</dt>
        <dd>{email}</dd>
        <dt>{profileCopy.nameTerm}</dt>
        <dd>{fullName(profile)}</dd>
        <dt>{profileCopy.phoneTerm}</dt>
        <dd>{phoneText(profile)}</dd>
        <dt>{profileCopy.locationTerm}</dt>
        <dd>{locationText(profile)}</dd>
        <dt>{profileCopy.memberSinceTerm}</dt>
        <dd>{createdAt ? formatDate(createdAt) : NOT_PROVIDED}</dd>
      </dl>
      <p className={noteStyle}>
        {profileCopy.changeDetailsNote}{' '}
        <a
          href={`mailto:${siteConfig.email}`}
          className={css({ color: 'fg.accent', textDecoration: 'underline' })}
        >
          {siteConfig.email}
        </a>
        .
      </p>
      <TwoStepSection />
    </>
  )
}
