// Which kind of record a field refers to, by the field's key: the convention an approval request's
// `references` follow (openapi/apms.yaml). The platform names what such fields hold; the back office
// shows the names in their place.
export const referenceKinds = {
  roleId: 'Role',
  roleIds: 'Role',
  requiredForRoleIds: 'Role',
  permissionId: 'Permission',
  permissionIds: 'Permission',
  productId: 'Product',
  productIds: 'Product',
  merchantId: 'Merchant',
  agentId: 'Agent',
  superAgentId: 'SuperAgent',
  feeSchemeId: 'FeeScheme',
  commissionGroupId: 'CommissionGroup',
  productGroupId: 'ProductGroup',
  stateId: 'State',
  countryId: 'Country',
  industryId: 'Industry',
  documentTypeId: 'DocumentType',
  bankCode: 'Bank',
  destinationBankCode: 'Bank',
  assigneeId: 'User',
} as const

export type ReferenceKind = (typeof referenceKinds)[keyof typeof referenceKinds]

/** The kind of record a key refers to, or undefined for a key that names none. */
export function referenceKindOf(key: string): ReferenceKind | undefined {
  return (referenceKinds as Record<string, ReferenceKind | undefined>)[key]
}
