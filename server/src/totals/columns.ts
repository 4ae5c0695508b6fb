// What every totals engine reads and searches with: one binary search, one reader of rows, and
// growable columns for the changes applied after a load.
import type { sql } from 'drizzle-orm'

import type { Executor } from '../db/client.ts'

export async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** First index in [low, high) whose value is at least `value` (the values ascending). */
export function lowerBound(values: ArrayLike<number>, value: number, low = 0, high = values.length): number {
  while (low < high) {
    const mid = (low + high) >>> 1
    if (values[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}

/** How many of the first n indexes satisfy `holds` (true up to some index, false after). */
export function partitionPoint(n: number, holds: (k: number) => boolean): number {
  let low = 0
  let high = n
  while (low < high) {
    const mid = (low + high) >>> 1
    if (holds(mid)) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * Whole numbers of a query answering text chunks (rows as numbers joined by ',', rows joined by
 * ';'), in order, `width` a row. Read as a few long texts and parsed by hand: a million rows of
 * many fields each would cost seconds to decode one field at a time.
 */
export async function readNumbers(db: Executor, query: ReturnType<typeof sql>, width: number): Promise<{ size: number; at: (row: number, field: number) => number }> {
  const chunks = await rows<{ chunk: string | null }>(db, query)
  let total = 0
  for (const { chunk } of chunks) if (chunk) total += chunk.split(';').length
  const values = new Float64Array(total * width)
  let k = 0
  for (const { chunk } of chunks) {
    if (!chunk) continue
    let value = 0
    let sign = 1
    for (let i = 0; i <= chunk.length; i++) {
      const code = i < chunk.length ? chunk.charCodeAt(i) : 59
      if (code >= 48 && code <= 57) value = value * 10 + (code - 48)
      else if (code === 45) sign = -1
      else {
        values[k++] = sign * value
        value = 0
        sign = 1
      }
    }
  }
  if (k !== total * width) throw new Error(`totals: read ${k} numbers for ${total} rows of ${width}`)
  return { size: total, at: (row, field) => values[row * width + field]! }
}

/**
 * Rows added after a load, keyed by their identifying numbers: each key once, its measures summed
 * in place. Kept as columns of plain numbers that grow (a day adds a few thousand keys at most).
 */
export class ChangedRows {
  /** The identifying numbers of each row, `keyWidth` a row. */
  readonly keys: number[] = []
  /** The measures of each row, `measureWidth` a row. */
  readonly measures: number[] = []
  private readonly index = new Map<string, number>()

  constructor(
    readonly keyWidth: number,
    readonly measureWidth: number,
  ) {}

  get size(): number {
    return this.index.size
  }

  /** The row of the key, made with zero measures when new. */
  row(key: readonly number[]): number {
    const name = key.join(',')
    let row = this.index.get(name)
    if (row === undefined) {
      row = this.index.size
      this.index.set(name, row)
      this.keys.push(...key)
      for (let m = 0; m < this.measureWidth; m++) this.measures.push(0)
    }
    return row
  }

  key(row: number, field: number): number {
    return this.keys[row * this.keyWidth + field]!
  }

  measure(row: number, field: number): number {
    return this.measures[row * this.measureWidth + field]!
  }

  add(row: number, field: number, value: number): void {
    this.measures[row * this.measureWidth + field]! += value
  }
}
