/**
 * Runs `task` in a task of its own once the next frame has been painted: work the visitor does
 * not see (writing the URL, say) then stays out of the interaction that asked for that frame.
 * A frame callback runs just before the paint, and a task it queues runs after it.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task))
}
