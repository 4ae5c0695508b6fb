// A request's title in the user's language, from what it does and to what: the platform's summary
// is English text, kept only for an operation this file does not know yet.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { permissionTextLabel } from '../../entities/permission-words'
import type { ApprovalRequest } from './types'

/** The title of an operation's request, from the entity's name and the platform's summary (which says enable or disable). */
type Title = (name: string, summary: string) => MessageDescriptor

const titles: Readonly<Record<string, Title>> = {
  createMerchant: (name) => msg`Onboard merchant ${name}`,
  updateMerchant: (name) => msg`Change the details of merchant ${name}`,
  deleteMerchant: (name) => msg`Delete merchant ${name}`,
  enableDisableMerchant: (name, summary) => (summary.startsWith('Enable') ? msg`Enable merchant ${name}` : msg`Disable merchant ${name}`),
  updateMerchantDocument: (name, summary) => (summary.startsWith('Add') ? msg`Add a document to merchant ${name}` : msg`Replace a document of merchant ${name}`),
  updateMerchantConfiguration: (name) => msg`Change the configuration of merchant ${name}`,
  createAgent: (name) => msg`Add agent ${name}`,
  updateAgent: (name) => msg`Change agent ${name}`,
  enableDisableAgent: (name, summary) => (summary.startsWith('Enable') ? msg`Enable agent ${name}` : msg`Disable agent ${name}`),
  createProductGroup: (name) => msg`Create product group ${name}`,
  updateProductGroup: (name) => msg`Change product group ${name}`,
  deleteProductGroup: (name) => msg`Delete product group ${name}`,
  createFeeScheme: (name) => msg`Create fee scheme ${name}`,
  updateFeeScheme: (name) => msg`Change fee scheme ${name}`,
  deleteFeeScheme: (name) => msg`Delete fee scheme ${name}`,
  createCommissionGroup: (name) => msg`Create commission group ${name}`,
  updateCommissionGroup: (name) => msg`Change commission group ${name}`,
  deleteCommissionGroup: (name) => msg`Delete commission group ${name}`,
  createUser: (name) => msg`Create user ${name}`,
  updateUser: (name) => msg`Change user ${name}`,
  updateUserStatus: (name, summary) => (summary.startsWith('Activate') ? msg`Activate user ${name}` : msg`Deactivate user ${name}`),
  deleteUser: (name) => msg`Delete user ${name}`,
  createRole: (name) => msg`Create role ${name}`,
  updateRole: (name) => msg`Change role ${name}`,
  deleteRole: (name) => msg`Delete role ${name}`,
  updateSystemConfiguration: () => msg`Change the system configuration`,
  createWebhookSubscription: (name) => msg`Send business events to ${name}`,
  updateWebhookSubscription: (name) => msg`Change the webhook subscription of ${name}`,
  deleteWebhookSubscription: (name) => msg`Stop sending business events to ${name}`,
  updateApprovablePermission: (name, summary) => (summary.startsWith('Turn approval off') ? msg`Turn approval off for ${name}` : msg`Change who approves ${name}`),
}

/** What the request asks, in words: "Onboard merchant Iya Basira Provisions". */
export function requestTitle(request: Pick<ApprovalRequest, 'operation' | 'entityName' | 'summary'>, i18n: I18n): string {
  const title = titles[request.operation]
  if (!title) return request.summary
  // The approval configuration is named by its permission, which has words of its own.
  const name = request.operation === 'updateApprovablePermission' ? permissionTextLabel(request.entityName ?? '', i18n) : (request.entityName ?? '')
  return i18n._(title(name, request.summary))
}
