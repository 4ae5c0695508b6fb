// The maker's side of maker-checker, once for every screen: an Idempotency-Key made at the click
// (a retry of the same input reuses it), a 202 told as "sent for approval" (nothing changed yet),
// an applied change refreshing the right queries, and the platform's field errors on their fields.
import type { AnyFormApi } from '@tanstack/react-form'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRef } from 'react'

import { ApiError } from '../api/api-error'
import { describeMutationOutcome, type MutationOutcome, type SentForApprovalEnvelope } from './mutation-outcome'
import { applyServerErrors } from './server-errors'

interface ApprovableMutationOptions<TVariables, TData> {
  /** Sends the change with the key (openapi-fetch's `{ data, response }`). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<{ data?: TData; response: Response }>
  /** Queries showing the entity: refreshed when the change applied. */
  invalidates: (variables: TVariables) => readonly QueryKey[]
  onApplied?: (data: Exclude<TData, SentForApprovalEnvelope>, variables: TVariables) => void
  onSentForApproval?: (approvalRequestId: number, variables: TVariables) => void
}

/** Where the platform's field errors go: the form, and how a body path maps to the form's path when the two differ. */
interface FormTarget {
  form?: AnyFormApi
  fieldPath?: (bodyPath: string) => string
}

interface Attempt<TVariables> {
  variables: TVariables
  idempotencyKey: string
}

// Pending approval requests show in the checkers' lists: refreshed after a 202.
const approvalQueries: QueryKey = ['apms']

const sameInput = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function useApprovableMutation<TVariables, TData>(options: ApprovableMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient()
  const last = useRef<{ attempt: Attempt<TVariables>; answered: boolean } | null>(null)
  const form = useRef<FormTarget>({})
  const mutation = useMutation<MutationOutcome<TData>, Error, Attempt<TVariables>>({
    mutationFn: async ({ variables, idempotencyKey }) => describeMutationOutcome(await options.mutationFn(variables, idempotencyKey)),
    onSuccess: async (outcome, { variables }) => {
      if (last.current) last.current.answered = true
      if (outcome.kind === 'sentForApproval') {
        options.onSentForApproval?.(outcome.approvalRequestId, variables)
        await queryClient.invalidateQueries({ queryKey: approvalQueries })
        return
      }
      options.onApplied?.(outcome.data, variables)
      await Promise.all(options.invalidates(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    onError: (error) => {
      // An answer (even a refusal) settles the key; no answer at all may mean it went through.
      if (last.current && error instanceof ApiError) last.current.answered = true
      if (form.current.form) applyServerErrors(form.current.form, error, form.current.fieldPath)
    },
  })

  /**
   * Sends the change; the same input after a lost answer goes again with the same key. Resolves to
   * the outcome, or null when refused or unanswered (the mutation's error says why, and the
   * platform's field errors are on the form's fields).
   */
  const submit = async (variables: TVariables, target: FormTarget = {}): Promise<MutationOutcome<TData> | null> => {
    try {
      return await run(variables, target)
    } catch {
      return null
    }
  }

  /** As submit, but a refusal throws (a confirm dialog shows the reason). */
  const run = (variables: TVariables, target: FormTarget = {}): Promise<MutationOutcome<TData>> => {
    const previous = last.current
    const idempotencyKey = previous && !previous.answered && sameInput(previous.attempt.variables, variables) ? previous.attempt.idempotencyKey : crypto.randomUUID()
    const attempt = { variables, idempotencyKey }
    last.current = { attempt, answered: false }
    form.current = target
    return mutation.mutateAsync(attempt)
  }

  /** The last change sent and what it came to (applied, or sent for approval): the kit's outcome notice reads them. */
  return { ...mutation, submit, run, outcome: mutation.data, sent: mutation.variables?.variables }
}
