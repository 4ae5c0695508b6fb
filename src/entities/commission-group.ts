// A commission group in the bank's words: per product, how a transaction's fee is shared between
// the agent, the super agent and the platform (percentages that add up to exactly 100).
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/mer'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields, statusField } from './common'

export type CommissionGroup = components['schemas']['CommissionGroup']
export type CommissionShareRule = components['schemas']['CommissionShareRule']

/** One rule: the product it is for and the three shares (percent: 50 is 50%). */
export const commissionShareFields = {
  product: { label: msg`Product`, kind: 'reference', nameKey: 'name' },
  productId: { label: msg`Product`, kind: 'reference' },
  agentSharePercent: { label: msg`Agent share`, kind: 'percent' },
  superAgentSharePercent: { label: msg`Super agent share`, kind: 'percent' },
  platformSharePercent: { label: msg`Platform share`, kind: 'percent' },
} as const satisfies FieldDictionary

export const commissionGroupFields = {
  ...recordFields,
  name: { label: msg`Name` },
  description: { label: msg`Description` },
  status: statusField,
  merchantCount: { label: msg`Merchants using it`, kind: 'number' },
  // Each rule is named by its product in comparisons and the audit trail.
  rules: { label: msg`Commission shares`, kind: 'list', fields: commissionShareFields },
} as const satisfies FieldDictionary

/** Deleting a commission group, in the bank's words. */
export const commissionGroupDeletion = (row: { name: string }) => ({
  title: msg`Delete the commission group ${row.name}?`,
  body: msg`The group is marked Deleted and no longer offered for merchant configurations. A group that merchants are configured with is refused: move them to another group first.`,
  deleted: msg`The commission group ${row.name} was deleted.`,
})
