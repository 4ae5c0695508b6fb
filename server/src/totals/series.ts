// Series by key (a merchant's, an agent's), each a run of rows by ascending day with running sums
// of its measures: a period's totals of one key are two binary searches, whatever the period.
// What the merchant and agent engines share.
import { lowerBound } from './columns.ts'

/** A period in day numbers, both ends included; open ends are infinite. */
export interface DayPeriod {
  from: number
  to: number
}

/** Series by key, each a run of rows by ascending day, with running sums of each measure. */
export interface SeriesColumns {
  /** Row index where each series starts; one more entry than series (the end of the last). */
  start: Int32Array
  day: Int32Array
  measures: Float64Array[]
}

/**
 * The rows of a series inside the period, written to `span`: [before, end] where `end` is the last
 * row on or before the period's last day and `before` the last one before its first (start - 1 when
 * none). False when the series has no row in the period. (No object per series: a report reads
 * tens of thousands of them per request.)
 */
export const span = { before: 0, end: 0 }
export function periodRows(c: SeriesColumns, s: number, p: DayPeriod): boolean {
  const first = c.start[s]!
  const high = c.start[s + 1]!
  const end = (p.to === Infinity ? high : lowerBound(c.day, p.to + 1, first, high)) - 1
  if (end < first) return false
  const before = (p.from === -Infinity ? first : lowerBound(c.day, p.from, first, end + 1)) - 1
  if (before >= end) return false
  span.before = before
  span.end = end
  return true
}

/** A running measure between two rows of a series (before = start - 1: from its beginning). */
export const between = (running: Float64Array, first: number, before: number, end: number) => running[end]! - (before >= first ? running[before]! : 0)

export function runningSums(c: SeriesColumns): void {
  for (let s = 0; s + 1 < c.start.length; s++) {
    for (let i = c.start[s]! + 1; i < c.start[s + 1]!; i++) {
      for (const m of c.measures) m[i]! += m[i - 1]!
    }
  }
}

/**
 * The same measures summed by (group, day) over every series, as series of their own with running
 * sums: `groupOf` gives each series' group. Called before the rows' running sums are made.
 */
export function groupedSeries(c: SeriesColumns, series: number, groupOf: (s: number) => number): SeriesColumns & { group: Int32Array } {
  const width = c.measures.length
  const sums = new Map<number, Float64Array>()
  for (let s = 0; s < series; s++) {
    const group = groupOf(s)
    for (let i = c.start[s]!; i < c.start[s + 1]!; i++) {
      const key = group * 65536 + c.day[i]!
      let row = sums.get(key)
      if (!row) sums.set(key, (row = new Float64Array(width)))
      for (let m = 0; m < width; m++) row[m]! += c.measures[m]![i]!
    }
  }
  const keys = [...sums.keys()].sort((a, b) => a - b)
  const day = new Int32Array(keys.length)
  const measures = Array.from({ length: width }, () => new Float64Array(keys.length))
  const starts: number[] = []
  const groups: number[] = []
  keys.forEach((key, i) => {
    const group = Math.floor(key / 65536)
    if (groups[groups.length - 1] !== group) {
      groups.push(group)
      starts.push(i)
    }
    day[i] = key - group * 65536
    const row = sums.get(key)!
    for (let m = 0; m < width; m++) measures[m]![i] = row[m]!
  })
  starts.push(keys.length)
  const grouped = { start: Int32Array.from(starts), day, measures, group: Int32Array.from(groups) }
  runningSums(grouped)
  return grouped
}

/** The first `k` of `n` candidates in the order `before` gives: a bounded heap when k is small, else a sort. */
export function firstOf(candidates: Int32Array, n: number, k: number, before: (a: number, b: number) => boolean): number[] {
  k = Math.min(k, n)
  if (k <= 0) return []
  if (k * 8 >= n)
    return Array.from(candidates.subarray(0, n))
      .sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
      .slice(0, k)
  // A heap of the best k so far, its root the worst of them.
  const heap: number[] = []
  const worse = (a: number, b: number) => before(b, a)
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let w = i
      if (l < heap.length && worse(heap[l]!, heap[w]!)) w = l
      if (r < heap.length && worse(heap[r]!, heap[w]!)) w = r
      if (w === i) return
      ;[heap[i], heap[w]] = [heap[w]!, heap[i]!]
      i = w
    }
  }
  for (let i = 0; i < n; i++) {
    const c = candidates[i]!
    if (heap.length < k) {
      heap.push(c)
      for (let j = heap.length - 1; j > 0;) {
        const parent = (j - 1) >> 1
        if (!worse(heap[j]!, heap[parent]!)) break
        ;[heap[j], heap[parent]] = [heap[parent]!, heap[j]!]
        j = parent
      }
    } else if (before(c, heap[0]!)) {
      heap[0] = c
      down(0)
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
}

/** Scratch arrays reused by each request's pass (a pass runs to its end without awaiting). */
const scratch = new WeakMap<object, Map<string, Float64Array | Int32Array>>()
export function scratchOf<T extends Float64Array | Int32Array>(owner: object, name: string, size: number, make: (size: number) => T): T {
  let all = scratch.get(owner)
  if (!all) scratch.set(owner, (all = new Map()))
  let array = all.get(name) as T | undefined
  if (!array || array.length < size) all.set(name, (array = make(size)))
  return array
}
