import { WEB_MANIFEST_FILE } from './pwa-manifest.ts'

export interface EntryAssets {
  /** The app's entry module. */
  entry: string
  /** The formatting-data worker (src/warm-intl.ts). */
  warmIntl: string
  /** The other modules the page runs on its first load, in the order to request them. */
  modules: string[]
}

/** Module links added per task: each costs the main thread a little, so they are spread. */
const MODULE_LINKS_PER_TASK = 2

/**
 * The inline script that starts the app on a prerendered page. The page is complete without
 * JavaScript, so nothing is requested until the document is parsed and its largest content
 * has been painted (where the browser reports that; otherwise after the next frame): on a slow
 * link the app must not compete with the page's own bytes and first paint. Images are not
 * waited for, so a slow one never holds the app back. A page loaded in a background tab
 * starts at once. Then the entry is requested, and with it the page's other modules (the
 * framework, the page's own chunks), a few links per task: the browser would otherwise find
 * each only once the module importing it has arrived, one round trip per level. The web
 * manifest is linked at the same moment: installing needs the app's service worker anyway,
 * and the browser fetches a linked manifest (and its icon) straight away. The formatting-data
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
    `add("script",{type:"module",src:${url(assets.entry)}});`,
    `const modules=${JSON.stringify(assets.modules)};`,
    `const preload=from=>{for(const href of modules.slice(from,from+${MODULE_LINKS_PER_TASK}))add("link",{rel:"modulepreload",href});`,
    `if(from+${MODULE_LINKS_PER_TASK}<modules.length)setTimeout(()=>preload(from+${MODULE_LINKS_PER_TASK}))};`,
    'preload(0);',
    `setTimeout(()=>{try{new Worker(${url(assets.warmIntl)},{type:"module"})}catch{}})};`,
    'const nextFrame=()=>requestAnimationFrame(()=>setTimeout(start));',
    'document.addEventListener("visibilitychange",start,{once:true});',
    'if(document.visibilityState!=="visible")start();',
    'else if(PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))',
    'new PerformanceObserver((_,observer)=>{observer.disconnect();nextFrame()})',
    '.observe({type:"largest-contentful-paint",buffered:true});',
    'else nextFrame()})',
  ].join('')
}
