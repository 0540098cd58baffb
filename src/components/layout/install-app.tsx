import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { promptInstall, useInstallOption } from '@/lib/pwa/install-prompt'
import { installAppCopy } from '@/lib/site/frame-content'

const hintStyle = css({ fontSize: 'sm', color: 'fg.invertedMuted', maxW: 'xs' })

/** Offers installation the way this browser supports it; renders nothing where it cannot. */
export function InstallApp() {
  const option = useInstallOption()
  if (option === 'prompt') {
    return (
      <button
        type="button"
        className={button({ variant: 'inverted', size: 'sm' })}
        onClick={() => void promptInstall()}
      >
        {installAppCopy.button}
      </button>
    )
  }
  if (option === 'ios-instructions') {
    return <p className={hintStyle}>{installAppCopy.iosInstructions}</p>
  }
  return null
}
