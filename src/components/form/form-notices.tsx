// What every form says about its saves: the outcome of the last one and why one failed (above the buttons), and its draft on the device (above the fields).
import type { ReactNode } from 'react'

import type { MutationOutcome } from '../../lib/mutation-outcome'
import { MutationOutcomeAlert } from '../feedback/mutation-outcome-alert'
import { DraftNotices } from './draft-notices'
import { InFormOutcomeSlot } from './form-outcome-slot'
import { MutationErrorAlert } from './mutation-error-alert'

interface FormNoticesProps<V> {
  /** useApprovableMutation's answer: the change sent, its outcome, or its error. */
  mutation: { sent?: NoInfer<V> | undefined; outcome?: MutationOutcome<unknown> | undefined; error: unknown }
  /** What to say when the change took effect at once, from what was sent ("The role Tellers was saved"); name what it reads: `(sent: { name: string }) => …`. */
  applied: (sent: V) => ReactNode
  /** useFormDraft's state; none for a form shown read-only. */
  draft?: { restoredFrom: string | null; discard: () => void } | undefined
}

export function FormNotices<V>({ mutation, applied, draft }: FormNoticesProps<V>) {
  return (
    <>
      <InFormOutcomeSlot>
        {mutation.outcome && mutation.sent !== undefined && <MutationOutcomeAlert outcome={mutation.outcome} appliedMessage={applied(mutation.sent)} />}
        <MutationErrorAlert error={mutation.error} />
      </InFormOutcomeSlot>
      {draft && <DraftNotices restoredFrom={draft.restoredFrom} onDiscard={draft.discard} />}
    </>
  )
}
