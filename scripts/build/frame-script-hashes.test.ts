import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { frameScript } from '../../src/features/sandbox/model/frame-script'
import { frameScriptHashes } from './frame-script-hashes'

describe('frame script hashes', () => {
  it('allow, on /sandbox only, exactly axe-core followed by the runner', () => {
    const axeSource = readFileSync(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    )
    const digest = createHash('sha256').update(frameScript(axeSource)).digest('base64')
    expect(frameScriptHashes('/sandbox')).toEqual([`'sha256-${digest}'`])
    expect(frameScriptHashes('/')).toEqual([])
    expect(frameScriptHashes('/real-scan')).toEqual([])
  })
})
