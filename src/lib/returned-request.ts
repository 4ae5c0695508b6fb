// A request returned to its maker for correction, as the form it came from receives it (composed in
// the form's route): what was sent, the fields the checker named, their note to show above the form,
// and how to send the correction back as the same request.
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'

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
