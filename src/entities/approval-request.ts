// An approval request in the bank's words: what a maker asked, waiting for (or given) a checker's decision.
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/apms'

export type ApprovalStatus = components['schemas']['ApprovalStatus']

export const approvalStatusLabels = {
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Returned: msg`Returned for correction`,
} as const satisfies Record<ApprovalStatus, unknown>

/** The badge tone of each status: waiting is a warning, a refusal is red. */
export const approvalStatusTones = { Pending: 'warning', Approved: 'success', Rejected: 'danger', Returned: 'info' } as const satisfies Record<ApprovalStatus, string>
