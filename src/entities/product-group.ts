// A product group in the bank's words: the products an outlet may offer, grouped for configuration.
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/pms'
import type { FieldDictionary } from '../lib/field-dictionary'
import { recordFields, statusField } from './common'

export type ProductGroup = components['schemas']['ProductGroup']
export type Product = components['schemas']['Product']

export const productCategoryLabels = {
  CashDeposit: msg`Cash deposit`,
  CashWithdrawal: msg`Cash withdrawal`,
  FundsTransfer: msg`Funds transfer`,
  BillPayment: msg`Bill payment`,
  AirtimeData: msg`Airtime and data`,
  AccountOpening: msg`Account opening`,
  BvnEnrolment: msg`BVN enrolment`,
} as const satisfies Record<Product['category'], unknown>

export const productFields = {
  id: recordFields.id,
  code: { label: msg`Code`, kind: 'code' },
  name: { label: msg`Product` },
  category: { label: msg`Category`, kind: 'enum', values: productCategoryLabels },
  description: { label: msg`Description` },
  status: statusField,
} as const satisfies FieldDictionary

export const productGroupFields = {
  ...recordFields,
  name: { label: msg`Name` },
  description: { label: msg`Description` },
  status: statusField,
  products: { label: msg`Products`, kind: 'list', nameKey: 'name', fields: productFields },
  productIds: { label: msg`Products`, kind: 'list' },
} as const satisfies FieldDictionary

/** Deleting a product group, in the bank's words. */
export const productGroupDeletion = (row: { name: string }) => ({
  title: msg`Delete the product group ${row.name}?`,
  body: msg`The group is marked Deleted and no longer offered for new configurations; merchants configured with it keep their configuration.`,
  deleted: msg`The product group ${row.name} was deleted.`,
})
