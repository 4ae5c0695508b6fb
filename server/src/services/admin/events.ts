// streamEvents: the live events as server-sent events, filtered by what the caller may see, with
// heartbeats, resuming from Last-Event-ID, and closed when the session ends.
import { versionWatch } from '../../db/versions.ts'
import { audiencesOf, liveEvents, type Audience, type LiveEvent } from '../../platform/live-events.ts'
import type { Handlers } from '../../platform/types.ts'

/** How often a heartbeat goes out and the session is checked again (tests shorten it). */
export const streamTiming = { heartbeatMs: 15_000 }

const encoder = new TextEncoder()

const frame = (event: { id: string; type: string; data: unknown }) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`

/** An event's frame for a reader, written once per event and variant however many streams follow. */
const frames = new WeakMap<LiveEvent, { full?: string; withoutToday?: string }>()
function frameFor(event: LiveEvent, audiences: Set<Audience>): string {
  let written = frames.get(event)
  if (!written) frames.set(event, (written = {}))
  // Today's figures go only to those who may read the dashboard.
  if (event.type === 'totals' && event.data.today && !audiences.has('dashboard')) {
    const { today: _today, ...data } = event.data
    return (written.withoutToday ??= frame({ ...event, data }))
  }
  return (written.full ??= frame(event))
}

export const eventHandlers: Handlers<'streamEvents'> = {
  streamEvents: {
    async handle(ctx) {
      const hub = liveEvents(ctx.env)
      const authorization = ctx.headers.get('authorization') ?? undefined
      const authenticator = ctx.platform.authenticator
      let audiences: Set<Audience> = audiencesOf(ctx.permissions)
      const lastEventId = ctx.headers.get('last-event-id')
      const missed = lastEventId ? hub.since(lastEventId) : []

      let stop = () => {}
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true
          const send = (text: string) => {
            if (open) controller.enqueue(encoder.encode(text))
          }
          const deliver = (event: LiveEvent) => {
            if (audiences.has(event.type)) send(frameFor(event, audiences))
          }
          // The browser's reconnection delay if it were an EventSource; the page's own reader backs off itself.
          send('retry: 2000\n\n')
          if (missed === null) send(frame({ id: hub.lastId(), type: 'reset', data: {} }))
          else missed.forEach(deliver)
          const unsubscribe = hub.subscribe(deliver)
          const beat = setInterval(() => {
            void stillSignedIn().then((signedIn) => {
              if (!signedIn) return stop()
              send(': heartbeat\n\n')
            })
          }, streamTiming.heartbeatMs)
          stop = () => {
            if (!open) return
            open = false
            clearInterval(beat)
            unsubscribe()
            try {
              controller.close()
            } catch {
              // Already closed by the client leaving.
            }
          }
        },
        cancel() {
          stop()
        },
      })

      /** The session as a request now would see it (user active, token unexpired, sign-in not ended); its permissions may have changed. */
      async function stillSignedIn(): Promise<boolean> {
        try {
          const session = await authenticator.session(authorization, await versionWatch(ctx.env, 'data_version').current(ctx.db))
          audiences = audiencesOf(session.permissions)
          return true
        } catch {
          return false
        }
      }

      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
      })
    },
  },
}
