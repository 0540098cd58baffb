import { describe, expect, it } from 'vitest'
import {
  initialUploadState,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './upload-state'

const run = (actions: UploadAction[], state: UploadState = initialUploadState) =>
  actions.reduce(uploadReducer, state)
const choose = (...names: string[]): UploadAction => ({
  type: 'choose',
  step: 1,
  files: names.map((name) => ({ name, size: 10 })),
})
const tick: UploadAction = { type: 'tick', step: 10 }

describe('uploadReducer', () => {
  it('rises 10 points a tick and adds the files with their platform at 100', () => {
    let state = run([choose('a.ipa', 'b.apk', 'c.zip', 'd.txt')])
    expect(state.progress).toBe(0)
    for (let i = 1; i < 10; i++) {
      state = uploadReducer(state, tick)
      expect(state.progress).toBe(i * 10)
      expect(state.files).toEqual([])
    }
    state = uploadReducer(state, tick)
    expect(state.progress).toBeNull()
    expect(state.files.map((file) => file.platform)).toEqual([
      'ios',
      'android',
      'flutter',
      'unknown',
    ])
    expect(state.message).toBe('4 files added to the list.')
  })

  it('refuses choosing while uploading or scanning, and removing while scanning', () => {
    const uploading = run([choose('a.ipa')])
    expect(uploadReducer(uploading, choose('b.apk'))).toBe(uploading)
    const listed = run(Array<UploadAction>(10).fill(tick), uploading)
    const scanning = uploadReducer(listed, { type: 'start-scan' })
    expect(scanning.scan).toBe('scanning')
    expect(uploadReducer(scanning, choose('b.apk'))).toBe(scanning)
    const id = scanning.files[0]?.id ?? ''
    expect(uploadReducer(scanning, { type: 'remove', id })).toBe(scanning)
    const done = uploadReducer(scanning, { type: 'finish-scan' })
    expect(done.scan).toBe('complete')
    expect(uploadReducer(done, { type: 'remove', id }).files).toEqual([])
  })

  it('does not scan without files', () => {
    expect(uploadReducer(initialUploadState, { type: 'start-scan' }).scan).toBe('idle')
  })
})
