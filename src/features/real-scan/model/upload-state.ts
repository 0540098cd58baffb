import { detectPlatform, type AppPlatform } from './platform'

/** An uploaded app file in the page's list (nothing leaves the device). */
export interface AppFile {
  id: string
  name: string
  size: number
  platform: AppPlatform
}

export interface UploadState {
  files: AppFile[]
  /** Files whose simulated upload is running; they join `files` at 100%. */
  pending: AppFile[]
  /** Upload progress in percent, or null when no upload runs. */
  progress: number | null
  scan: 'idle' | 'scanning' | 'complete'
  message: string
}

export type UploadAction =
  | { type: 'choose'; files: readonly { name: string; size: number }[]; step: number }
  | { type: 'reject'; names: readonly string[]; accepted: readonly string[] }
  | { type: 'tick'; step: number }
  | { type: 'remove'; id: string }
  | { type: 'start-scan' }
  | { type: 'finish-scan' }

export const initialUploadState: UploadState = {
  files: [],
  pending: [],
  progress: null,
  scan: 'idle',
  message: '',
}

const plural = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`

/** The upload panel's rules: choosing is refused while uploading or scanning, removal while scanning. */
export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'choose': {
      if (state.progress !== null || state.scan === 'scanning' || action.files.length === 0) {
        return state
      }
      const pending = action.files.map((file, index) => ({
        id: `${action.step}-${index}-${file.name}`,
        name: file.name,
        size: file.size,
        platform: detectPlatform(file.name),
      }))
      return {
        ...state,
        pending,
        progress: 0,
        scan: 'idle',
        message: `Uploading ${plural(pending.length)}…`,
      }
    }
    case 'reject':
      return {
        ...state,
        message: `Not added: ${action.names.join(', ')}. Only ${action.accepted.join(', ')} files are accepted.`,
      }
    case 'tick': {
      if (state.progress === null) return state
      const progress = Math.min(100, state.progress + action.step)
      if (progress < 100) return { ...state, progress }
      return {
        ...state,
        files: [...state.files, ...state.pending],
        pending: [],
        progress: null,
        message: `${plural(state.pending.length)} added to the list.`,
      }
    }
    case 'remove':
      if (state.scan === 'scanning') return state
      return { ...state, files: state.files.filter((file) => file.id !== action.id) }
    case 'start-scan':
      if (state.files.length === 0 || state.progress !== null || state.scan === 'scanning')
        return state
      return { ...state, scan: 'scanning' }
    case 'finish-scan':
      return state.scan === 'scanning' ? { ...state, scan: 'complete' } : state
  }
}
