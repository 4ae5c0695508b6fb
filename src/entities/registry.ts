// Which dictionary reads which entity type of the platform (approval requests, audit records).
import type { FieldDictionary } from '../lib/field-dictionary'
import { agentFields } from './agent'
import { caseFields } from './case'
import { commissionGroupFields } from './commission-group'
import { feeSchemeFields } from './fee-scheme'
import { merchantFields } from './merchant'
import { productGroupFields } from './product-group'
import { roleFields } from './role'
import { approvalConfigurationFields, systemConfigurationFields } from './system-configuration'
import { userFields } from './user'
import { webhookSubscriptionFields } from './webhook-subscription'

const dictionaries: Readonly<Record<string, FieldDictionary>> = {
  ProductGroup: productGroupFields,
  Merchant: merchantFields,
  Agent: agentFields,
  CommissionGroup: commissionGroupFields,
  FeeScheme: feeSchemeFields,
  Role: roleFields,
  User: userFields,
  Case: caseFields,
  SystemConfiguration: systemConfigurationFields,
  ApprovalConfiguration: approvalConfigurationFields,
  WebhookSubscription: webhookSubscriptionFields,
}

export function fieldsOfEntity(entityType: string): FieldDictionary | undefined {
  return dictionaries[entityType]
}
