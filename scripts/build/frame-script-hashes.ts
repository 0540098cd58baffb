import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { frameScript } from '../../src/features/sandbox/model/frame-script.ts'
import { sha256 } from './csp.ts'

/** Pages that check the visitor's own markup in a frame (the "Check your own page" tool). */
const PAGE_CHECK_PAGES = new Set(['/sandbox'])

/**
 * Hashes of the inline scripts a page runs in srcdoc frames of its own. Such a frame inherits
 * the page's Content-Security-Policy, so the page's policy must allow the script by its hash;
 * no other page's policy does.
 */
export function frameScriptHashes(pagePath: string): string[] {
  if (!PAGE_CHECK_PAGES.has(pagePath)) return []
  const axeSource = readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  )
  return [sha256(frameScript(axeSource))]
}
