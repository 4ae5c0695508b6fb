// Every service's handlers, keyed by operationId; the pipeline refuses to start if one is missing.
import type { Handler, OperationId } from '../platform/types.ts'
import { adminHandlers } from './admin/handlers.ts'
import { eventHandlers } from './admin/events.ts'
import { feedHandlers } from './admin/feed.ts'
import { webhookHandlers } from './admin/webhooks.ts'
import { outboxHandlers } from './admin/outbox.ts'
import { approvalHandlers } from './apms/handlers.ts'
import { auditHandlers } from './aud/handlers.ts'
import { caseHandlers } from './cms/handlers.ts'
import { dashboardHandlers } from './dashms/handlers.ts'
import { merchantHandlers } from './mer/handlers.ts'
import { productHandlers } from './pms/handlers.ts'
import { reportExportHandlers } from './reportms/export-handlers.ts'
import { reportHandlers } from './reportms/handlers.ts'
import { superAgentHandlers } from './sup/handlers.ts'
import { userHandlers } from './ums/handlers.ts'

export const allHandlers = {
  ...adminHandlers,
  ...eventHandlers,
  ...feedHandlers,
  ...webhookHandlers,
  ...outboxHandlers,
  ...approvalHandlers,
  ...auditHandlers,
  ...caseHandlers,
  ...dashboardHandlers,
  ...merchantHandlers,
  ...productHandlers,
  ...reportHandlers,
  ...reportExportHandlers,
  ...superAgentHandlers,
  ...userHandlers,
} as Partial<Record<OperationId, Handler<OperationId>>>
