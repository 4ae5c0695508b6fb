import { queryOptions, useQuery } from '@tanstack/react-query'

import { apms } from '../../../api/clients'
import { approvalKeys } from './approval-keys'

/** The kinds of record whose page shows a change waiting for approval (as the requests name them). */
export type RecordType = 'Merchant' | 'Agent' | 'FeeScheme' | 'CommissionGroup' | 'ProductGroup' | 'User' | 'Role' | 'WebhookSubscription'

/** GET /apms/api/v1/Approval?Status=Pending&EntityType=…&EntityId=…: the change waiting on one record (at most one). */
export async function listPendingChanges(entityType: RecordType, entityId: number, signal?: AbortSignal) {
  const { data } = await apms.GET('/apms/api/v1/Approval', {
    params: { query: { Status: 'Pending', EntityType: entityType, EntityId: entityId, PageNumber: 1, PageSize: 5 } },
    signal,
  })
  if (!data) throw new Error('Empty answer for the pending changes')
  return data.data
}

export function pendingChangesQueryOptions(entityType: RecordType, entityId: number) {
  return queryOptions({
    queryKey: approvalKeys.pending(entityType, entityId),
    queryFn: ({ signal }) => listPendingChanges(entityType, entityId, signal),
  })
}

export function usePendingChanges(entityType: RecordType, entityId: number, enabled: boolean) {
  return useQuery({ ...pendingChangesQueryOptions(entityType, entityId), enabled })
}
