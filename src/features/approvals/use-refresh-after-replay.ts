import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'

import { useQueuedDecisions } from '../../offline/use-outbox'
import { approvalKeys } from './api/approval-keys'

/** When a decision leaves this device's outbox (sent or refused on replay), the lists are stale. */
export function useRefreshAfterReplay(): void {
  const queryClient = useQueryClient()
  const signature = [...useQueuedDecisions().keys()].sort((a, b) => a - b).join(',')
  const previous = useRef(signature)
  useEffect(() => {
    if (previous.current === signature) return
    previous.current = signature
    void queryClient.invalidateQueries({ queryKey: approvalKeys.requests() })
  }, [signature, queryClient])
}
