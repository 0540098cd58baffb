import { useCallback, useEffect, useRef, useState } from 'react'
import { isOnline, onConnectivityChange } from '../connectivity'
import { deliverDue, type DeliveryReport } from './deliver'
import { nextDueAt, type OutboxEntry } from './outbox-rules'
import { listOutbox, onOutboxChange, readEntry, removeEntry, saveEntry } from './outbox-store'

export type NewOutboxEntry = Pick<OutboxEntry, 'url' | 'body' | 'label' | 'draft'>

export interface Outbox {
  /** Every kept request, oldest first; undefined until the device's copy has been read. */
  entries: OutboxEntry[] | undefined
  enqueue: (entry: NewOutboxEntry) => Promise<void>
  /** Removes a request; one being sent at that moment may still arrive. */
  cancel: (id: string) => Promise<void>
  /** Puts a request that failed back in line, to be sent now. */
  retry: (id: string) => Promise<void>
}

/**
 * The requests kept on this device, and their delivery: at once when the page opens (the next
 * visit), whenever the connection returns, and when a retry falls due.
 */
export function useOutbox(onReport: (report: DeliveryReport) => void): Outbox {
  const [entries, setEntries] = useState<OutboxEntry[] | undefined>(undefined)
  // The latest callback, for deliveries that end after a render.
  const report = useRef(onReport)
  useEffect(() => {
    report.current = onReport
  })

  const deliver = useCallback(async () => {
    if (!isOnline()) return
    const result = await deliverDue().catch(() => undefined)
    if (result && (result.delivered.length > 0 || result.stopped.length > 0)) report.current(result)
  }, [])

  useEffect(() => {
    let active = true
    const load = () =>
      void listOutbox().then((list) => {
        if (active) setEntries(list)
      })
    load()
    void deliver()
    const stopOutbox = onOutboxChange(load)
    const stopConnectivity = onConnectivityChange(() => void deliver())
    return () => {
      active = false
      stopOutbox()
      stopConnectivity()
    }
  }, [deliver])

  // A request that a server error sent back waits for its turn.
  const dueAt = entries ? nextDueAt(entries) : undefined
  useEffect(() => {
    if (dueAt === undefined) return
    const timer = setTimeout(() => void deliver(), Math.max(0, dueAt - Date.now()))
    return () => clearTimeout(timer)
  }, [dueAt, deliver])

  const enqueue = useCallback(async (entry: NewOutboxEntry) => {
    const now = Date.now()
    await saveEntry({
      ...entry,
      id: crypto.randomUUID(),
      createdAt: now,
      status: 'waiting',
      attempts: 0,
      nextAttemptAt: now,
    })
  }, [])

  const retry = useCallback(
    async (id: string) => {
      const entry = await readEntry(id)
      if (!entry) return
      await saveEntry({ ...entry, status: 'waiting', attempts: 0, nextAttemptAt: Date.now() })
      await deliver()
    },
    [deliver],
  )

  return { entries, enqueue, cancel: removeEntry, retry }
}
