// The deterministic script of a bench:offline run: for each approval, what happens to the network
// and the page just before it (drop, reconnect, reconnect with the session expired, reload), and
// whether the network drops while the decision is in flight. Same seed, same script.

export type StepEvent = 'drop' | 'reconnect' | 'reconnect-expired' | 'reload'

export interface Step {
  index: number
  /** Applied in order before the approval. */
  before: StepEvent[]
  /** The network is down when the approval is made. */
  offline: boolean
  /** The network drops right after the confirm click, while the decision is in flight. */
  dropInFlight: boolean
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface PlanOptions {
  pDrop: number
  pReconnect: number
  pReload: number
  pDropInFlight: number
}

export const defaultPlanOptions: PlanOptions = { pDrop: 0.14, pReconnect: 0.3, pReload: 0.07, pDropInFlight: 0.06 }

/**
 * The script for `count` approvals. The last stretch is always made offline (so the final
 * reconnect has a queue to replay), exactly one reconnect happens with the session expired, and
 * there is at least one reload offline and one online.
 */
export function makePlan(count: number, seed: number, options: PlanOptions = defaultPlanOptions): Step[] {
  if (count < 12) throw new Error('bench:offline needs at least 12 approvals')
  const random = prng(seed)
  const finalStretch = count - Math.max(5, Math.round(count * 0.12))
  const steps: Step[] = []
  let offline = false
  let madeOffline = 0 // approvals made since the network last dropped
  let expired = false
  for (let index = 0; index < count; index++) {
    const before: StepEvent[] = []
    if (index === finalStretch) {
      if (!offline) {
        before.push('drop')
        offline = true
        madeOffline = 0
      }
    } else if (index >= 3 && index < finalStretch) {
      if (!offline && random() < options.pDrop) {
        before.push('drop')
        offline = true
        madeOffline = 0
      } else if (offline && madeOffline > 0 && random() < options.pReconnect) {
        const withExpiry: boolean = !expired && index >= count * 0.4
        before.push(withExpiry ? 'reconnect-expired' : 'reconnect')
        expired ||= withExpiry
        offline = false
      }
    }
    if (index > 0 && random() < options.pReload) before.push('reload')
    const dropInFlight = !offline && index >= 3 && index < finalStretch - 1 && random() < options.pDropInFlight
    steps.push({ index, before, offline, dropInFlight })
    if (dropInFlight) {
      offline = true
      madeOffline = 1
    } else if (offline) madeOffline++
  }

  if (!expired) {
    // No reconnect after 40 %: the last reconnect of the run carries the expiry instead.
    const last = [...steps].reverse().find((step) => step.before.includes('reconnect'))
    if (!last) throw new Error(`seed ${seed}: no reconnect before the final one; pick another seed`)
    last.before = last.before.map((event) => (event === 'reconnect' ? 'reconnect-expired' : event))
  }
  for (const wanted of [true, false]) {
    if (steps.some((step) => step.offline === wanted && step.before.includes('reload'))) continue
    const step = steps.find((s) => s.index > 0 && s.offline === wanted && !s.before.includes('reload'))
    step?.before.push('reload')
  }
  return steps
}
