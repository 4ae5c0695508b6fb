// Words of the audit trail: what each event type reads as on screen (the user's activity, the audit log).
import { msg } from '@lingui/core/macro'

import type { auditEventTypes } from '../lib/search'

type AuditEventType = (typeof auditEventTypes)[number]

export const auditEventTypeLabels = {
  Create: msg`Created`,
  Update: msg`Changed`,
  Delete: msg`Deleted`,
  StatusChange: msg`Status changed`,
  Login: msg`Signed in`,
  LoginFailed: msg`Failed sign-in`,
  Logout: msg`Signed out`,
  Approve: msg`Approved`,
  Reject: msg`Rejected`,
  SentForApproval: msg`Sent for approval`,
  PasswordChange: msg`Password changed`,
  PasswordReset: msg`Password reset`,
  TokenRefresh: msg`Session extended`,
  ConfigurationChange: msg`Configuration changed`,
} as const satisfies Record<AuditEventType, unknown>
