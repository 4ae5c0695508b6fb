// A request returned to its maker for correction, as the form it came from receives it (composed in
// the form's route): what was sent, the fields the checker named, their note to show above the form,
// and how to send the correction back as the same request.
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import * as v from 'valibot'

import { useApprovableMutation } from './use-approvable-mutation'

export interface ReturnedRequest {
  requestId: number
  /** The body the maker sent, to open the form filled with it. */
  input: Record<string, unknown>
  /** The fields the checker named (keys of the request's data). */
  fields: readonly string[]
  /** The checker's note, shown above the form. */
  notice: ReactNode
  /** Sends the corrected body back (Approval/Resubmit), with the key made at the click. */
  resubmit: (body: Record<string, unknown>, idempotencyKey: string) => Promise<{ data?: unknown; response: Response }>
  /** Queries refreshed once it is resubmitted. */
  invalidates: readonly QueryKey[]
}

/**
 * The one way a form sends a returned request back: through the approvable mutation (a key made at
 * the click, the platform's field errors on the form's fields), to the request's Resubmit.
 * Without a returned request it is never called (the form creates or updates as usual).
 */
export function useResubmit(returned: ReturnedRequest | undefined) {
  return useApprovableMutation({
    mutationFn: (body: Record<string, unknown>, idempotencyKey: string) => {
      if (!returned) throw new Error('nothing to resubmit')
      return returned.resubmit(body, idempotencyKey)
    },
    invalidates: () => returned?.invalidates ?? [],
  })
}

export type Resubmit = ReturnType<typeof useResubmit>

/** The search entry of a form's route that reopens a returned request (`?returned=<request id>`): spread into the route's search schema. */
export const returnedSearch = {
  returned: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
}
