// Ends the current task so that the browser can paint and answer input before the rest runs: a long
// start split into tasks a tablet's CPU runs in under 50 ms each.
interface Scheduler {
  yield(): Promise<void>
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
