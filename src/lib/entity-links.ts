// Where each entity of the platform is shown, by the entity type its audit records and approval
// requests name: one map, so every screen that links to a record links to the same page.
import type { LinkProps } from '@tanstack/react-router'

type EntityLink = (id: string) => LinkProps

const links: Readonly<Record<string, EntityLink>> = {
  Merchant: (id) => ({ to: '/onboarding/$id', params: { id } }),
  Agent: (id) => ({ to: '/agent-management/$id', params: { id } }),
  FeeScheme: (id) => ({ to: '/fee/$id', params: { id } }),
  CommissionGroup: (id) => ({ to: '/commission/$id', params: { id } }),
  ProductGroup: (id) => ({ to: '/Product-Group/edit/$id', params: { id } }),
  Role: (id) => ({ to: '/Role-Management/view/$id', params: { id } }),
  User: (id) => ({ to: '/User-Management/view/$id', params: { id } }),
  ApprovalRequest: (id) => ({ to: '/approval-management', search: { request: Number(id) } }),
  SystemConfiguration: () => ({ to: '/system-configuration' }),
  WebhookSubscription: (id) => ({ to: '/webhooks/$id', params: { id } }),
}

/** The page of an entity, or undefined for entities without one (or without an id). */
export function entityLink(entityType: string, entityId: string | null): LinkProps | undefined {
  const link = links[entityType]
  if (!link || (entityId === null && entityType !== 'SystemConfiguration')) return undefined
  if (entityId !== null && !/^[1-9][0-9]*$/.test(entityId) && entityType !== 'SystemConfiguration') return undefined
  return link(entityId ?? '')
}
