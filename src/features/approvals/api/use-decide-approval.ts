import { useMutation, useQueryClient } from '@tanstack/react-query'

import { approvalKeys } from './approval-keys'
import { decideApproval, type DecideApprovalInput } from './decide-approval'

/** Approve or reject through decideApproval, then refresh every list and the detail. */
export function useDecideApproval() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DecideApprovalInput) => decideApproval(input),
    // Never paused offline: decideApproval itself keeps the decision for later (the outbox).
    networkMode: 'always',
    onSuccess: async (result, input) => {
      if (result.outcome === 'applied' && result.request) queryClient.setQueryData(approvalKeys.detail(input.requestId), result.request)
      // Offline, a refetch would only fail and hide what is shown; the outbox refreshes after replay.
      // Not awaited: offline, the refetch pauses and would keep the dialog spinning.
      if (result.outcome === 'applied') void queryClient.invalidateQueries({ queryKey: approvalKeys.requests() })
    },
    onError: async (_error, input) => {
      // A refusal (already decided, entity changed) means what we show is stale.
      void queryClient.invalidateQueries({ queryKey: approvalKeys.detail(input.requestId) })
      void queryClient.invalidateQueries({ queryKey: approvalKeys.requests() })
    },
  })
}
