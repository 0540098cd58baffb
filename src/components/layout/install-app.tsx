import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { promptInstall, useInstallOption } from '@/lib/pwa/install-prompt'
import { installAppCopy } from '@/lib/site/frame-content'

const slotStyle = css({ display: 'flex', justifyContent: 'center', px: '4', pb: '6' })
const hintStyle = css({
  fontSize: 'sm',
  color: 'fg.invertedMuted',
  maxW: 'xs',
  textAlign: 'center',
})

/** Offers installation the way this browser supports it; renders nothing where it cannot. */
export function InstallApp() {
  const option = useInstallOption()
  if (option === 'none') return null
  return (
    <div className={slotStyle}>
      {option === 'prompt' ? (
        <button
          type="button"
          className={button({ variant: 'inverted', size: 'sm' })}
          onClick={() => void promptInstall()}
        >
          {installAppCopy.button}
        </button>
      ) : (
        <p className={hintStyle}>{installAppCopy.iosInstructions}</p>
      )}
    </div>
  )
}
