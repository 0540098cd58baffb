import { WEB_MANIFEST_FILE } from './pwa-manifest.ts'

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
 * JavaScript, so nothing is requested until the document is parsed and its largest content
 * has been painted (where the browser reports that; otherwise after the next frame): on a slow
 * link the app must not compete with the page's own bytes and first paint. Images are not
 * waited for, so a slow one never holds the app back. A page loaded in a background tab
 * starts at once. Then the whole stylesheet, the entry and the
 * formatting-data worker are requested together; the entry runs once the stylesheet has
 * arrived, so whatever the app renders beyond the prerendered markup is styled from its first
 * frame. The web manifest is linked at the same moment: installing needs the app's service
 * worker anyway, and the browser fetches a linked manifest (and its icon) straight away. The
 * worker starts a task later: starting a thread is the costliest step here.
 */
export function entryLoader(assets: EntryAssets): string {
  const url = (value: string) => JSON.stringify(value)
  return [
    'addEventListener("DOMContentLoaded",()=>{',
    'let started=false;',
    'const start=()=>{if(started)return;started=true;',
    'const add=(tag,props)=>document.head.appendChild(Object.assign(document.createElement(tag),props));',
    `add("link",{rel:"manifest",href:${url(`/${WEB_MANIFEST_FILE}`)}});`,
    `add("link",{rel:"modulepreload",href:${url(assets.entry)}});`,
    `add("link",{rel:"stylesheet",href:${url(assets.stylesheet)},onload:run,onerror:run});`,
    `setTimeout(()=>{try{new Worker(${url(assets.warmIntl)},{type:"module"})}catch{}});`,
    `function run(){add("script",{type:"module",src:${url(assets.entry)}})}};`,
    'const nextFrame=()=>requestAnimationFrame(()=>setTimeout(start));',
    'document.addEventListener("visibilitychange",start,{once:true});',
    'if(document.visibilityState!=="visible")start();',
    'else if(PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))',
    'new PerformanceObserver((_,observer)=>{observer.disconnect();nextFrame()})',
    '.observe({type:"largest-contentful-paint",buffered:true});',
    'else nextFrame()})',
  ].join('')
}
