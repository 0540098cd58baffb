import { useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { badge } from 'styled-system/recipes'
import { useSpeech } from '@/lib/hooks/use-speech'
import { useTimeout } from '@/lib/hooks/use-timeout'
import { notify } from '@/lib/toast/toast'
import { voiceCopy } from '../content/page'
import { screenReaderDemos, VOICE_STEP_INTERVAL_MS } from '../content/screen-reader-demos'
import { DemoCard } from './demo-card'
import { VoiceControls, type Playback } from './voice-controls'

const layoutStyle = grid({ gap: '6', columns: { base: 1, md: 2 } })
const noteStyle = css({ color: 'fg.muted', fontSize: 'sm' })
const stepListStyle = flex({ direction: 'column', gap: '2' })
const stepStyle = css({
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
  '&[aria-current=step]': {
    borderColor: 'accent.solid',
    bg: 'bg.accentSubtle',
    color: 'fg.default',
  },
})
const announcementStyle = css({
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.inverted',
  color: 'fg.inverted',
  minH: '20',
  fontSize: 'lg',
})

export function VoiceDemo({ active }: { active: boolean }) {
  const [demoId, setDemoId] = useState(screenReaderDemos[0]?.id ?? '')
  const [step, setStep] = useState(0)
  const [playback, setPlayback] = useState<Playback>('idle')
  const [muted, setMuted] = useState(false)
  const speech = useSpeech()
  const groupName = useId()
  const demo = screenReaderDemos.find((item) => item.id === demoId) ?? screenReaderDemos[0]
  const steps = demo?.steps ?? []
  const current = steps[step]
  const lastStep = steps.length - 1

  useTimeout(
    () => {
      const next = step + 1
      setStep(next)
      if (next >= lastStep) {
        setPlayback('complete')
        notify({
          title: 'Demo Complete',
          description: `You heard every step of ${demo?.name ?? 'the demo'}.`,
          variant: 'success',
        })
      }
    },
    VOICE_STEP_INTERVAL_MS,
    playback === 'playing' && active,
    step,
  )

  // Each step is spoken as its caption appears; pausing, muting, leaving the tab or the page
  // stops the speech, and resuming says the current step again.
  const { speak, stop } = speech
  const spoken = playback === 'playing' || playback === 'complete' ? current?.speech : undefined
  useEffect(() => {
    if (!spoken || !active || muted) return
    speak(spoken)
    return stop
  }, [spoken, step, playback, active, muted, speak, stop])

  const start = () => {
    setStep(0)
    setPlayback('playing')
  }
  const togglePause = () => {
    if (playback === 'playing') {
      setPlayback('paused')
      notify({ title: 'Paused' })
    } else if (playback === 'paused') {
      setPlayback('playing')
      notify({ title: 'Resumed' })
    }
  }
  const reset = () => {
    setStep(0)
    setPlayback('idle')
    notify({ title: 'Demo Reset' })
  }

  const announcement =
    playback === 'idle' || !current
      ? 'Press Start Demo to hear the walkthrough.'
      : `Step ${step + 1} of ${steps.length}. ${current.gesture}. Screen reader says: “${current.speech}”`

  return (
    <DemoCard title="Voice Assistant Simulator" description={voiceCopy.description}>
      <fieldset className={flex({ wrap: 'wrap', gap: '4' })}>
        <legend className={css({ fontWeight: '600', mb: '2' })}>Screen reader demo</legend>
        {screenReaderDemos.map((item) => (
          <label
            key={item.id}
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11' })}
          >
            <input
              type="radio"
              name={groupName}
              value={item.id}
              checked={item.id === demoId}
              onChange={() => {
                setDemoId(item.id)
                setStep(0)
                setPlayback('idle')
              }}
              className={css({ w: '5', h: '5', accentColor: 'accent.solid' })}
            />
            {item.name} ({item.platform})
          </label>
        ))}
      </fieldset>
      <VoiceControls
        playback={playback}
        muted={muted}
        onStart={start}
        onTogglePause={togglePause}
        onReset={reset}
        onToggleMute={() => setMuted((value) => !value)}
      />
      {speech.support === 'ready' ? null : (
        <p className={noteStyle} role="note">
          {voiceCopy.captionsOnly}
        </p>
      )}
      <div className={layoutStyle}>
        <div className={flex({ direction: 'column', gap: '3' })}>
          <p aria-live="polite" aria-atomic="true" className={announcementStyle}>
            {announcement}
          </p>
          <ol className={stepListStyle} aria-label={`Steps of ${demo?.name ?? 'the demo'}`}>
            {steps.map((item, index) => (
              <li
                key={`${item.gesture}-${item.speech}`}
                className={stepStyle}
                aria-current={playback !== 'idle' && index === step ? 'step' : undefined}
              >
                <strong>{item.gesture}:</strong> “{item.speech}”
              </li>
            ))}
          </ol>
        </div>
        <section aria-labelledby="voice-issues" className={flex({ direction: 'column', gap: '2' })}>
          <h4 id="voice-issues" className={css({ fontWeight: '700', fontSize: 'lg' })}>
            Issues this walkthrough reveals{' '}
            <span className={badge({ variant: 'warning' })}>{demo?.issues.length ?? 0}</span>
          </h4>
          <ul className={flex({ listStyle: 'disc', ps: '5', direction: 'column', gap: '1' })}>
            {demo?.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </section>
      </div>
    </DemoCard>
  )
}
