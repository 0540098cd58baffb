import { Pause, Play, RotateCcw, Volume2, VolumeX } from 'lucide-react'
import { flex } from 'styled-system/patterns'
import { button } from 'styled-system/recipes'
import { voiceCopy } from '../content/page'

export type Playback = 'idle' | 'playing' | 'paused' | 'complete'

const controlsStyle = flex({ wrap: 'wrap', gap: '3' })

export interface VoiceControlsProps {
  playback: Playback
  muted: boolean
  onStart: () => void
  onTogglePause: () => void
  onReset: () => void
  onToggleMute: () => void
}

/** Start, pause or resume, reset, and a mute toggle that silences the speech, not the captions. */
export function VoiceControls({
  playback,
  muted,
  onStart,
  onTogglePause,
  onReset,
  onToggleMute,
}: VoiceControlsProps) {
  const paused = playback === 'paused'
  return (
    <div className={controlsStyle}>
      <button type="button" className={button()} onClick={onStart}>
        <Play aria-hidden="true" size={18} />
        Start Demo
      </button>
      <button
        type="button"
        className={button({ variant: 'outline' })}
        onClick={onTogglePause}
        disabled={playback !== 'playing' && !paused}
      >
        {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
        {paused ? 'Resume' : 'Pause'}
      </button>
      <button type="button" className={button({ variant: 'ghost' })} onClick={onReset}>
        <RotateCcw aria-hidden="true" size={18} />
        Reset
      </button>
      <button
        type="button"
        className={button({ variant: 'ghost' })}
        aria-pressed={muted}
        onClick={onToggleMute}
      >
        {muted ? (
          <VolumeX aria-hidden="true" size={18} />
        ) : (
          <Volume2 aria-hidden="true" size={18} />
        )}
        {voiceCopy.mute}
      </button>
    </div>
  )
}
