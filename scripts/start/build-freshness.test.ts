import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildFingerprint, staleBuildReason } from './build-freshness.ts'

let root: string

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** Builds as `npm start` does: the stamp records the fingerprint taken before building. */
function build(env: NodeJS.ProcessEnv = {}) {
  write('dist/.build-stamp.json', JSON.stringify({ fingerprint: buildFingerprint(root, env) }))
}

const stale = (env: NodeJS.ProcessEnv = {}) =>
  staleBuildReason(buildFingerprint(root, env), join(root, 'dist/.build-stamp.json'))

describe('whether npm start must build again', () => {
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-freshness-'))
    execFileSync('git', ['init', '-q'], { cwd: root })
    write('.gitignore', 'dist/\n.env\n')
    write('src/main.tsx', 'import { KEY } from "../backend/src/api-keys"\n')
    write('backend/src/api-keys.ts', 'export const KEY = "one"\n')
    write('backend/test/api.test.ts', 'test\n')
    write('docs/decisions/0001.md', '# One\n')
    execFileSync('git', ['add', '.'], { cwd: root })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('builds when there is no build yet', () => {
    expect(stale()).toBe('no build yet')
  })

  it('serves the build as it is when nothing it reads changed', () => {
    build()
    expect(stale()).toBeNull()
  })

  it('builds again after an edit under backend/ that src/ imports', () => {
    build()
    write('backend/src/api-keys.ts', 'export const KEY = "two"\n')
    expect(stale()).toBe('its sources or settings changed')
  })

  it('builds again for a new source file, even before git tracks it', () => {
    build()
    write('src/new-page.tsx', 'export {}\n')
    expect(stale()).not.toBeNull()
  })

  it('builds again when a VITE_ setting or a git-ignored .env file changes', () => {
    build({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })
    expect(stale({ VITE_SUPABASE_URL: 'https://project.supabase.co' })).not.toBeNull()
    write('.env', 'VITE_COMPANY_NAME=Other\n')
    expect(stale({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).not.toBeNull()
  })

  it('does not build again for edits to tests or docs', () => {
    build()
    write('backend/test/api.test.ts', 'changed\n')
    write('docs/decisions/0001.md', '# Changed\n')
    write('src/main.test.tsx', 'new test\n')
    expect(stale()).toBeNull()
  })
})
