// A fee scheme in the bank's words: what each product charges a customer, flat, as a percentage
// with a minimum and a cap, or by bands of amount.
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/mer'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields, statusField } from './common'

export type FeeScheme = components['schemas']['FeeScheme']
export type FeeRuleView = components['schemas']['FeeRuleView']
export type FeeRuleInput = components['schemas']['FeeRule']
export type FeeRuleType = FeeRuleView['type']

export const feeRuleTypeLabels = {
  Flat: msg`Flat amount`,
  Percentage: msg`Percentage`,
  Banded: msg`Bands of amount`,
} as const satisfies Record<FeeRuleType, unknown>

export const feeBandFields = {
  from: { label: msg`From`, kind: 'money' },
  upTo: { label: msg`Up to`, kind: 'money', emptyLabel: msg`No upper bound` },
  amount: { label: msg`Fee`, kind: 'money' },
} as const satisfies FieldDictionary

export const feeRuleFields = {
  product: { label: msg`Product`, kind: 'reference' },
  productId: { label: msg`Product`, kind: 'code' },
  type: { label: msg`Kind of fee`, kind: 'enum', values: feeRuleTypeLabels },
  amount: { label: msg`Fee`, kind: 'money' },
  percent: { label: msg`Percent of the amount`, kind: 'percent' },
  minAmount: { label: msg`Minimum fee`, kind: 'money', emptyLabel: msg`No minimum` },
  capAmount: { label: msg`Fee cap`, kind: 'money', emptyLabel: msg`No cap` },
  bands: { label: msg`Bands`, kind: 'list', itemName: msg`Band`, fields: feeBandFields },
} as const satisfies FieldDictionary

export const feeSchemeFields = {
  ...recordFields,
  name: { label: msg`Name` },
  description: { label: msg`Description` },
  status: statusField,
  merchantCount: { label: msg`Merchants`, kind: 'number' },
  rules: { label: msg`Fees`, kind: 'list', fields: feeRuleFields },
} as const satisfies FieldDictionary

/** Deleting a fee scheme, in the bank's words: a scheme merchants use is refused. */
export const feeSchemeDeletion = (row: { name: string; merchantCount: number }) => ({
  title: msg`Delete the fee scheme ${row.name}?`,
  body:
    row.merchantCount > 0
      ? msg`${row.merchantCount} merchants are configured with this scheme: the platform refuses to delete it until they are moved to another fee scheme.`
      : msg`The scheme is marked Deleted and no longer offered to merchants. No merchant uses it.`,
  deleted: msg`The fee scheme ${row.name} was deleted.`,
})
