import { readFile } from 'node:fs/promises'

/**
 * Which process a PID names, beyond the number: PIDs are reused, and a restarted container
 * usually hands its backend the very PID the killed one had.
 */
export interface ProcessIdentity {
  pid: number
  /** Start time in clock ticks since boot (Linux /proc), null where unknown. */
  started: string | null
  /** This boot's id (Linux), null where unknown. */
  boot: string | null
}

/** Field 22 of /proc/<pid>/stat. The name (field 2) may hold spaces and ')', so count from the last ')'. */
export function startTimeFromStat(stat: string): string | null {
  const nameEnd = stat.lastIndexOf(')')
  if (nameEnd < 0) return null
  const start = stat.slice(nameEnd + 2).split(' ')[19]
  return start !== undefined && /^\d+$/.test(start) ? start : null
}

async function readProc(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch {
    return null
  }
}

async function startTimeOf(process: 'self' | number): Promise<string | null> {
  const stat = await readProc(`/proc/${process}/stat`)
  return stat === null ? null : startTimeFromStat(stat)
}

export async function currentProcessIdentity(): Promise<ProcessIdentity> {
  return {
    pid: process.pid,
    started: await startTimeOf('self'),
    boot: await readProc('/proc/sys/kernel/random/boot_id'),
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Whether the process a record names still runs: same boot, PID alive and started at the same time. */
export async function isStillRunning(recorded: ProcessIdentity): Promise<boolean> {
  const boot = await readProc('/proc/sys/kernel/random/boot_id')
  if (recorded.boot !== null && boot !== null && recorded.boot !== boot) return false
  if (!isRunning(recorded.pid)) return false
  if (recorded.started === null) return true
  const started = await startTimeOf(recorded.pid)
  return started === null || started === recorded.started
}

/** A lock file's content: this module's JSON, or the bare PID older versions wrote. */
export function parseIdentity(text: string): ProcessIdentity | null {
  const bare = Number(text.trim())
  if (Number.isInteger(bare) && bare > 0) return { pid: bare, started: null, boot: null }
  try {
    const value = JSON.parse(text) as Partial<ProcessIdentity>
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return null
    return {
      pid: value.pid as number,
      started: typeof value.started === 'string' ? value.started : null,
      boot: typeof value.boot === 'string' ? value.boot : null,
    }
  } catch {
    return null
  }
}
