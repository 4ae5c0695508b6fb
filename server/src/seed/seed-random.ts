// Deterministic randomness for the seed (mulberry32), weighted picks, and Nigerian identifiers.
import { nubanCheckDigit } from '../../../src/lib/nuban.ts'

export { nubanCheckDigit }

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** Uniform in [0, 1): mulberry32. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  digits(length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 10)
    return out
  }

  /** Standard normal (Box–Muller). */
  gauss(): number {
    const u = 1 - this.next()
    const v = this.next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** Log-normal around a median. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.gauss())
  }
}

/** Picks items by weight in O(log n). */
export class Weighted<T> {
  readonly items: readonly T[]
  private readonly cumulative: Float64Array
  readonly total: number

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    this.items = entries.map(([item]) => item)
    this.cumulative = new Float64Array(entries.length)
    let sum = 0
    entries.forEach(([, weight], i) => {
      sum += Math.max(weight, 0)
      this.cumulative[i] = sum
    })
    this.total = sum
    if (!entries.length || sum <= 0) throw new Error('Weighted needs at least one positive weight')
  }

  pick(random: Random): T {
    return this.items[upperBound(this.cumulative, random.next() * this.total, this.cumulative.length)] as T
  }
}

/** First index in sorted[0, length) whose value is > target (length when none). */
export function upperBound(sorted: ArrayLike<number>, target: number, length: number = sorted.length): number {
  let lo = 0
  let hi = length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((sorted[mid] as number) <= target) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** A valid 10-digit NUBAN at a bank. */
export function nuban(random: Random, bankCode: string): string {
  const serial = String(random.int(1, 9)) + random.digits(8)
  return serial + nubanCheckDigit(bankCode, serial)
}

export const LAGOS_OFFSET_MS = 3_600_000
export const DAY_MS = 86_400_000

const two = (n: number) => (n < 10 ? `0${n}` : String(n))

/** yymmddHHMMSS in Lagos time (UTC+1, no daylight saving). */
export function lagosStamp(ms: number): string {
  const d = new Date(ms + LAGOS_OFFSET_MS)
  return two(d.getUTCFullYear() % 100) + two(d.getUTCMonth() + 1) + two(d.getUTCDate()) + two(d.getUTCHours()) + two(d.getUTCMinutes()) + two(d.getUTCSeconds())
}

/** UTC milliseconds of the Lagos midnight that starts the Lagos day holding ms. */
export function lagosMidnight(ms: number): number {
  return Math.floor((ms + LAGOS_OFFSET_MS) / DAY_MS) * DAY_MS - LAGOS_OFFSET_MS
}
