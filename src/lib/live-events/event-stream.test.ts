import { describe, expect, it } from 'vitest'

import { backoffMs, eventParser, followEventStream, type StreamEvent } from './event-stream'

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })

describe('eventParser', () => {
  it('reads events split across chunks, with CRLF, comments and multi-line data', () => {
    const events: StreamEvent[] = []
    const parse = eventParser((event) => events.push(event))
    parse('retry: 2000\n\n: heartbeat\n\nid: a-1\nevent: tot')
    parse('als\ndata: {"changes":1}\r')
    parse('\n\r\nid: a-2\nevent: approval\ndata: line one\ndata: line two\n\n')
    expect(events).toEqual([
      { id: 'a-1', type: 'totals', data: '{"changes":1}' },
      { id: 'a-2', type: 'approval', data: 'line one\nline two' },
    ])
  })
})

describe('backoffMs', () => {
  it('doubles from one second up to thirty, with jitter on top', () => {
    expect([0, 1, 2, 5, 9].map((attempt) => backoffMs(attempt, () => 0))).toEqual([1_000, 2_000, 4_000, 30_000, 30_000])
    expect(backoffMs(0, () => 1)).toBe(1_200)
  })
})

describe('followEventStream', () => {
  it('reconnects after a cut and resumes from the last event id; a reconnect with no id to resume from is a reset', async () => {
    const asked: (string | null)[] = []
    const events: string[] = []
    const waits: number[] = []
    let stop = () => {}
    const done = new Promise<void>((resolve) => {
      stop = followEventStream({
        async open(lastEventId) {
          asked.push(lastEventId)
          if (asked.length === 1) throw new Error('no answer')
          if (asked.length === 2) return streamOf(': heartbeat\n\n')
          if (asked.length === 3) return streamOf('id: r-1\nevent: totals\ndata: {}\n\n', 'id: r-2\nevent: approval\ndata: {}\n\n')
          if (asked.length === 4) {
            queueMicrotask(resolve)
            return streamOf()
          }
          return new Promise(() => undefined)
        },
        onEvent: (event) => events.push(`${event.type}:${event.id ?? ''}`),
        wait: async (ms) => void waits.push(ms),
      })
    })
    await done
    stop()
    expect(asked).toEqual([null, null, null, 'r-2'])
    expect(events).toEqual(['reset:', 'reset:', 'totals:r-1', 'approval:r-2'])
    // No answer at first: the wait grows; after bytes arrived it starts again from the shortest.
    expect(waits[0]).toBeGreaterThanOrEqual(1_000)
    expect(waits.length).toBeGreaterThanOrEqual(3)
  })
})
