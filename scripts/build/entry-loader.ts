export interface EntryAssets {
  /** The app's entry module. */
  entry: string
  /** The whole stylesheet; the page inlines only the rules its own markup uses. */
  stylesheet: string
  /** The formatting-data worker (src/warm-intl.ts). */
  warmIntl: string
}

/**
 * The inline script that starts the app on a prerendered page. The page is complete without
 * JavaScript, so nothing is requested before the first frame has painted: on a slow link the
 * app must not compete with the page's own bytes. Then the whole stylesheet, the entry and the
 * formatting-data worker are requested together; the entry runs once the stylesheet has
 * arrived, so whatever the app renders beyond the prerendered markup is styled from its first
 * frame.
 */
export function entryLoader(assets: EntryAssets): string {
  const url = (value: string) => JSON.stringify(value)
  return [
    'addEventListener("DOMContentLoaded",()=>requestAnimationFrame(()=>setTimeout(()=>{',
    'const add=(tag,props)=>document.head.appendChild(Object.assign(document.createElement(tag),props));',
    `try{new Worker(${url(assets.warmIntl)},{type:"module"})}catch{}`,
    `add("link",{rel:"modulepreload",href:${url(assets.entry)}});`,
    `add("link",{rel:"stylesheet",href:${url(assets.stylesheet)},`,
    `onload:run,onerror:run});function run(){add("script",{type:"module",src:${url(assets.entry)}})}`,
    '})))',
  ].join('')
}
