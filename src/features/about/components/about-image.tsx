import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { aboutImage } from '../content'

const imageStyle = css({ w: 'full', h: 'auto', borderRadius: 'xl', boxShadow: 'lg' })

/** The page image; if it cannot be loaded, the self-hosted stock image takes its place. */
export function AboutImage() {
  const [failed, setFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)

  // An error before hydration fires no React handler, so the loaded state is checked once too.
  useEffect(() => {
    const image = imageRef.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  return (
    <img
      ref={imageRef}
      className={imageStyle}
      src={failed ? aboutImage.fallbackSrc : aboutImage.src}
      alt={aboutImage.alt}
      width={aboutImage.width}
      height={aboutImage.height}
      onError={() => setFailed(true)}
    />
  )
}
