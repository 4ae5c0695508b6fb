// listEvents: the business events after a place in the feed, of the kinds the reader may see.
import { and, asc, gt, inArray } from 'drizzle-orm'

import { businessEvents } from '../../db/schema.ts'
import { eventBody, eventTypes, readableEventTypes, type BusinessEventType } from '../../platform/business-events.ts'
import { invalidField } from '../../platform/http.ts'
import type { Handlers } from '../../platform/types.ts'

const DEFAULT_LIMIT = 100

export const feedHandlers: Handlers<'listEvents'> = {
  listEvents: {
    async handle(ctx) {
      const after = ctx.query.After ?? 0
      const limit = ctx.query.Limit ?? DEFAULT_LIMIT
      const asked = ctx.query.Types?.split(',') ?? []
      const unknown = asked.filter((type) => !eventTypes.includes(type as BusinessEventType))
      if (unknown.length)
        throw invalidField('Types', 'NOT_ALLOWED_VALUE', `${unknown.join(', ')} ${unknown.length > 1 ? 'are not kinds' : 'is not a kind'} of business event`, { allowed: eventTypes.join(', ') })
      const readable = readableEventTypes(ctx.permissions)
      // A kind asked for but not readable is left out, as it would be without Types: the feed never says what exists beyond the reader's reach.
      const types = asked.length ? readable.filter((type) => asked.includes(type)) : readable
      const rows = types.length
        ? await ctx.db
            .select()
            .from(businessEvents)
            .where(and(gt(businessEvents.seq, after), inArray(businessEvents.type, types)))
            .orderBy(asc(businessEvents.seq))
            .limit(limit + 1)
        : []
      const data = rows.slice(0, limit).map(eventBody)
      return { succeeded: true, message: null, errors: null, data, next: data.at(-1)?.id ?? after, hasMore: rows.length > limit }
    },
  },
}
