// Where the maker corrects a returned request: the form it came from, opened for that request
// (its search names the request; the form then resubmits it instead of creating or updating).
import type { ApprovalRequest } from './types'

type Correctable = Pick<ApprovalRequest, 'id' | 'operation' | 'status' | 'entityId'> & { input?: Record<string, unknown> | null | undefined }

/** The record an update acts on: the request's entity, or the id in the body sent. */
function recordId(request: Correctable): string | undefined {
  if (request.entityId !== null) return String(request.entityId)
  const id = request.input?.id
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : undefined
}

/** The form of a returned request's operation; undefined when the operation has no form that reopens a request. */
export function correctionLink(request: Correctable) {
  if (request.status !== 'Returned') return undefined
  const search = { returned: request.id }
  switch (request.operation) {
    case 'createMerchant':
      return { to: '/onboarding/create-merchant', search } as const
    case 'createProductGroup':
      return { to: '/Product-Group/create', search } as const
    case 'createFeeScheme':
      return { to: '/fee/create', search } as const
    case 'createCommissionGroup':
      return { to: '/commission/create', search } as const
    case 'createAgent':
      return { to: '/agent-management/add-agent', search } as const
    case 'createUser':
      return { to: '/User-Management/create-user', search } as const
    case 'createRole':
      return { to: '/Role-Management/create-role', search } as const
    case 'createWebhookSubscription':
      return { to: '/webhooks/create', search } as const
  }
  const id = recordId(request)
  if (id === undefined) return undefined
  switch (request.operation) {
    case 'updateProductGroup':
      return { to: '/Product-Group/edit/$id', params: { id }, search } as const
    case 'updateFeeScheme':
      return { to: '/fee/$id', params: { id }, search } as const
    case 'updateCommissionGroup':
      return { to: '/commission/$id', params: { id }, search } as const
    case 'updateMerchant':
      return { to: '/onboarding/$id', params: { id }, search } as const
    case 'updateAgent':
      return { to: '/agent-management/$id', params: { id }, search } as const
    case 'updateUser':
      return { to: '/User-Management/edit/$id', params: { id }, search } as const
    case 'updateRole':
      return { to: '/Role-Management/view/$id', params: { id }, search } as const
    case 'updateWebhookSubscription':
      return { to: '/webhooks/$id', params: { id }, search } as const
    default:
      return undefined
  }
}
