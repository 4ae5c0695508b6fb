// Following a server-sent event stream read with fetch (EventSource cannot send the bearer token):
// the text/event-stream parser, and the loop that reconnects with backoff and resumes from the last
// event id. No React and no browser globals here, so it is tested in Node.

export interface StreamEvent {
  id: string | null
  type: string
  data: string
}

/** A parser fed text as it arrives: calls back once per complete event (comments and retry lines are skipped). */
export function eventParser(onEvent: (event: StreamEvent) => void): (text: string) => void {
  let buffer = ''
  let id: string | null = null
  let type = ''
  let data: string[] = []
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ id, type: type || 'message', data: data.join('\n') })
      id = null
      type = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'id') id = value
    else if (field === 'event') type = value
    else if (field === 'data') data.push(value)
  }
  return (text) => {
    buffer += text
    let end: number
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const newline = buffer.startsWith('\r\n', end) ? 2 : 1
      // A lone \r at the end of a chunk may be the first half of \r\n: wait for the next chunk.
      if (buffer[end] === '\r' && newline === 1 && end === buffer.length - 1) break
      line(buffer.slice(0, end))
      buffer = buffer.slice(end + newline)
    }
  }
}

/** Waits before the next attempt: 1 s, 2 s, 4 s … up to 30 s, with up to a fifth of jitter so tabs do not return together. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt))
  return Math.round(base * (1 + random() * 0.2))
}

export type StreamStatus = 'connecting' | 'live' | 'waiting'

export interface FollowOptions {
  /** Opens the stream (resuming after lastEventId when given); rejects when there is no answer or a refusal. */
  open(lastEventId: string | null, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>
  onEvent(event: StreamEvent): void
  onStatus?(status: StreamStatus): void
  /** Whether the platform is thought reachable; when not, the loop waits for whenOnline instead of its backoff. */
  isOnline?(): boolean
  /** Calls back once when the platform is reachable again; returns an unsubscribe. */
  whenOnline?(listener: () => void): () => void
  wait?(ms: number, signal: AbortSignal): Promise<void>
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** Follows the stream until stopped: reconnects after a cut or a server restart, resuming from the last id. Returns stop(). */
export function followEventStream(options: FollowOptions): () => void {
  const stopped = new AbortController()
  const wait = options.wait ?? sleep
  let lastEventId: string | null = null

  const waitOnline = () =>
    new Promise<void>((resolve) => {
      const unsubscribe = options.whenOnline?.(() => (unsubscribe?.(), resolve()))
      stopped.signal.addEventListener('abort', () => (unsubscribe?.(), resolve()), { once: true })
    })

  const run = async () => {
    let attempt = 0
    let reconnecting = false
    while (!stopped.signal.aborted) {
      options.onStatus?.('connecting')
      let received = false
      try {
        const body = await options.open(lastEventId, stopped.signal)
        options.onStatus?.('live')
        // Back without an id to resume from: whatever happened meanwhile is unknown, as after a reset.
        if (reconnecting && lastEventId === null) options.onEvent({ id: null, type: 'reset', data: '{}' })
        const parse = eventParser((event) => {
          if (event.id !== null) lastEventId = event.id
          received = true
          options.onEvent(event)
        })
        const decoder = new TextDecoder()
        const reader = body.getReader()
        stopped.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true })
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          // Any bytes (a heartbeat too) show the connection works: the next cut starts the backoff again.
          attempt = 0
          parse(decoder.decode(value, { stream: true }))
        }
      } catch {
        // A cut, a refusal or no answer: tried again below.
      }
      if (stopped.signal.aborted) break
      reconnecting = true
      options.onStatus?.('waiting')
      if (options.isOnline && !options.isOnline()) await waitOnline()
      else await wait(backoffMs(received ? 0 : attempt++), stopped.signal)
    }
  }
  void run()
  return () => stopped.abort()
}

/** Runs fn at once, then at most once per intervalMs: calls meanwhile are folded into one run at the interval's end. */
export function throttled(fn: () => void, intervalMs: number, now: () => number = Date.now): { (): void; cancel(): void } {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    last = now()
    fn()
  }
  const call = () => {
    if (timer !== undefined) return
    const wait = last + intervalMs - now()
    if (wait <= 0) run()
    else timer = setTimeout(run, wait)
  }
  call.cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  return call
}
