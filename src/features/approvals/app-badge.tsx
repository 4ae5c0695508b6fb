// An installed app shows a checker how many requests wait for their decision on its icon (Badging
// API, where the browser has it). The count is read with the approvals lists, which the event
// stream (LiveApprovals) refreshes as requests are sent, decided, returned and resubmitted.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { usePermission } from '../../lib/auth/use-permission'
import { permission } from '../../lib/permissions'
import { approvalRequestsQueryOptions } from './api/list-approval-requests'

/** The bulk decision's limit: the badge counts the first page of pending requests (a larger backlog reads 100). */
const COUNTED = 100

type BadgingNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }

/** Sets (or clears, at 0) the app's badge; nothing where the Badging API is missing. */
export function showOnAppIcon(count: number, nav: BadgingNavigator = navigator): void {
  if (typeof nav.setAppBadge !== 'function') return
  const done = count > 0 ? nav.setAppBadge(count) : typeof nav.clearAppBadge === 'function' ? nav.clearAppBadge() : nav.setAppBadge(0)
  // Refused outside an installed app, or without the permission to notify: the count stays in the app.
  done.catch(() => undefined)
}

/** Mounted once in the signed-in shell. */
export function AppBadge() {
  const canDecide = usePermission(permission('Approval', 'Approve Request'))
  const pending = useQuery({ ...approvalRequestsQueryOptions({ status: 'Pending', page: 1, pageSize: COUNTED }), enabled: canDecide })
  const waiting = canDecide ? (pending.data?.data ?? []).filter((request) => request.canDecide).length : 0
  const known = !canDecide || pending.data !== undefined
  useEffect(() => {
    if (known) showOnAppIcon(waiting)
  }, [known, waiting])
  // Signed out (the shell unmounts): nothing waits for this user on this device.
  useEffect(() => () => showOnAppIcon(0), [])
  return null
}
