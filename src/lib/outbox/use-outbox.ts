import { useCallback, useEffect, useRef, useState } from 'react'
import { isOnline, onConnectivityChange } from '../network/connectivity'
import { requestBackgroundSync } from './background-sync'
import { collectOutcomes, deliverDue, type DeliveryOutcomes } from './deliver'
import { nextDueAt, unreportedOutcomes, visibleEntries, type OutboxEntry } from './outbox-rules'
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
 * visit), whenever the connection returns, and when a retry falls due; with every tab closed,
 * by the service worker on a Background Sync. What the worker delivered is reported here.
 */
export function useOutbox(onReport: (report: DeliveryOutcomes) => void): Outbox {
  const [entries, setEntries] = useState<OutboxEntry[] | undefined>(undefined)
  // The latest callback, for deliveries that end after a render.
  const report = useRef(onReport)
  useEffect(() => {
    report.current = onReport
  })
  const tell = useCallback((result: DeliveryOutcomes) => {
    if (result.delivered.length > 0 || result.stopped.length > 0) report.current(result)
  }, [])

  const deliver = useCallback(async () => {
    if (!isOnline()) return
    const result = await deliverDue({ tellLater: false }).catch(() => undefined)
    if (result) tell(result)
  }, [tell])

  useEffect(() => {
    let active = true
    const load = () =>
      void listOutbox().then((list) => {
        if (!active) return
        setEntries(visibleEntries(list))
        // Sent or stopped by the service worker, maybe while no tab was open: told now.
        if (unreportedOutcomes(list).length === 0) return
        void collectOutcomes().then(
          (outcomes) => {
            if (active) tell(outcomes)
          },
          // Untold now, they are told on the next change or visit.
          () => undefined,
        )
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
  }, [deliver, tell])

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
    void requestBackgroundSync()
  }, [])

  const retry = useCallback(
    async (id: string) => {
      const entry = await readEntry(id)
      if (!entry) return
      await saveEntry({
        ...entry,
        status: 'waiting',
        attempts: 0,
        nextAttemptAt: Date.now(),
        unreported: false,
      })
      void requestBackgroundSync()
      await deliver()
    },
    [deliver],
  )

  return { entries, enqueue, cancel: removeEntry, retry }
}
