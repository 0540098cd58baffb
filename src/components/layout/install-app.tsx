import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { promptInstall, useInstallOption } from '@/lib/services/install-prompt'

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
        Install app
      </button>
    )
  }
  if (option === 'ios-instructions') {
    return (
      <p className={hintStyle}>
        Install this app: tap the Share button in Safari, then choose Add to Home Screen.
      </p>
    )
  }
  return null
}
