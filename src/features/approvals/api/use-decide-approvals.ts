import { useMutation, useQueryClient } from '@tanstack/react-query'

import { approvalKeys } from './approval-keys'
import type { DecideApprovalInput } from './decide-approval'
import { decideApprovals } from './decide-approvals'

/** Approve or reject a selection through decideApprovals, then refresh the lists and the details. */
export function useDecideApprovals() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (inputs: DecideApprovalInput[]) => decideApprovals(inputs),
    // Never paused offline: decideApprovals itself keeps the decisions for later (the outbox).
    networkMode: 'always',
    onSuccess: async (results) => {
      for (const result of results) if (result.outcome === 'applied' && result.request) queryClient.setQueryData(approvalKeys.detail(result.requestId), result.request)
      // A refusal means what we show is stale; queued ones refresh after the outbox replays them.
      for (const result of results) if (result.outcome === 'refused') void queryClient.invalidateQueries({ queryKey: approvalKeys.detail(result.requestId) })
      // Not awaited: offline, the refetch pauses and would keep the dialog spinning.
      if (results.some((result) => result.outcome !== 'queued')) void queryClient.invalidateQueries({ queryKey: approvalKeys.requests() })
    },
    onError: async () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.requests() })
    },
  })
}
