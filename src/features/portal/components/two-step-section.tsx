import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { OneTimeCodeForm } from '@/components/form/one-time-code-form'
import type { CodeOutcome } from '@/lib/session/code-outcome'
import { verifyCode } from '@/lib/session/second-factor'
import { siteConfig } from '@/lib/site/site-config'
import { enrollFactor, findVerifiedFactor, removeFactor, type NewFactor } from '../api/two-step'
import { twoStepCopy as copy } from '../content'
import { groupedSecret, qrImageSource } from '../model/qr-image'

type View =
  | { kind: 'checking' }
  | { kind: 'off' }
  | { kind: 'enrolling'; factor: NewFactor }
  | { kind: 'on'; factorId: string }
  | { kind: 'removing'; factorId: string }

const sectionStyle = css({ mt: '10', display: 'flex', flexDirection: 'column', gap: '4' })
const headingStyle = css({ textStyle: 'h3' })
const qrStyle = css({ width: '48', height: '48', bg: 'white', p: '2', borderRadius: 'md' })
const secretStyle = css({ fontFamily: 'mono', fontWeight: '600', wordBreak: 'break-all' })

/**
 * Turns two-step verification on (QR code, the key as text, a first code) and off (a fresh
 * code, then the factor is removed). Every step needs the server; offline, it says so.
 */
export function TwoStepSection() {
  const [view, setView] = useState<View>({ kind: 'checking' })
  const [status, setStatus] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    findVerifiedFactor().then(
      (factorId) => current && setView(factorId ? { kind: 'on', factorId } : { kind: 'off' }),
      () => current && setStatus(copy.unreachable),
    )
    return () => {
      current = false
    }
  }, [])

  /** Runs a server step; a failure to reach the server is said, not thrown. */
  async function reach<T>(step: () => Promise<T>): Promise<T | undefined> {
    setStatus(null)
    try {
      return await step()
    } catch {
      setStatus(copy.unreachable)
      return undefined
    }
  }

  const startEnrolment = () =>
    reach(async () =>
      setView({ kind: 'enrolling', factor: await enrollFactor(siteConfig.companyName) }),
    )

  const confirmCode = (factorId: string, after: () => Promise<void>) => (code: string) =>
    reach(async (): Promise<CodeOutcome> => {
      const outcome = await verifyCode(factorId, code)
      if (outcome === 'verified') await after()
      return outcome
    })

  return (
    <section className={sectionStyle} aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className={headingStyle}>
        {copy.heading}
      </h2>
      <p role="status">{status ?? (view.kind === 'checking' ? copy.checking : null)}</p>
      {view.kind === 'off' && (
        <>
          <p>{copy.off}</p>
          <div>
            <button type="button" className={button()} onClick={() => void startEnrolment()}>
              {copy.setUp}
            </button>
          </div>
        </>
      )}
      {view.kind === 'enrolling' && (
        <>
          <p>{copy.scan}</p>
          <img src={qrImageSource(view.factor.qrCode)} alt={copy.qrAlt} className={qrStyle} />
          <p>
            {copy.secretLead}{' '}
            <span className={secretStyle}>{groupedSecret(view.factor.secret)}</span>
          </p>
          <OneTimeCodeForm
            submitLabel={copy.turnOn}
            busyLabel={copy.turningOn}
            onCode={confirmCode(view.factor.factorId, () => {
              setView({ kind: 'on', factorId: view.factor.factorId })
              setStatus(copy.turnedOn)
              return Promise.resolve()
            })}
            cancel={{
              label: copy.cancel,
              onCancel: () => {
                // An unverified factor guards nothing; a new enrolment replaces it anyway.
                void removeFactor(view.factor.factorId).catch(() => undefined)
                setView({ kind: 'off' })
              },
            }}
          />
        </>
      )}
      {view.kind === 'on' && (
        <>
          <p>{copy.on}</p>
          <div>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => setView({ kind: 'removing', factorId: view.factorId })}
            >
              {copy.remove}
            </button>
          </div>
        </>
      )}
      {view.kind === 'removing' && (
        <>
          <p>{copy.removeLead}</p>
          <OneTimeCodeForm
            submitLabel={copy.removeSubmit}
            busyLabel={copy.removing}
            onCode={confirmCode(view.factorId, async () => {
              await removeFactor(view.factorId)
              setView({ kind: 'off' })
              setStatus(copy.turnedOff)
            })}
            cancel={{
              label: copy.cancel,
              onCancel: () => setView({ kind: 'on', factorId: view.factorId }),
            }}
          />
        </>
      )}
    </section>
  )
}
