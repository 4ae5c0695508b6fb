// A case in the bank's words: a customer's dispute on a transaction, its regulatory deadline, who
// works on it, and how it ended.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/cms'
import { reasonFitsProduct } from '../lib/dispute-reasons'
import type { FieldDictionary } from '../lib/field-dictionary'

export type Case = components['schemas']['Case']
export type CaseDetail = components['schemas']['CaseDetail']
export type CaseStatus = components['schemas']['CaseStatus']
export type CaseCategory = components['schemas']['CaseCategory']
export type CaseOutcome = components['schemas']['CaseOutcome']
export type CasePriority = components['schemas']['CasePriority']
export type CaseHistoryAction = components['schemas']['CaseHistoryAction']

export const caseStatusLabels = {
  Open: msg`Open`,
  InProgress: msg`In progress`,
  Resolved: msg`Resolved`,
  Closed: msg`Closed`,
} as const satisfies Record<CaseStatus, unknown>

export const caseCategoryLabels = {
  NoCashDispensed: msg`Debited, no cash dispensed`,
  DoubleDebit: msg`Double debit`,
  FailedTransfer: msg`Transfer not received`,
  ReversalDelay: msg`Reversal not received`,
  AgentMisconduct: msg`Agent misconduct`,
  Other: msg`Other`,
} as const satisfies Record<CaseCategory, unknown>

/** The reasons a case on a transaction of this product category may give (all of them while the product is not known). */
export function caseCategoriesFor(productCategory: string | null | undefined, all: readonly CaseCategory[]): CaseCategory[] {
  if (!productCategory) return [...all]
  return all.filter((category) => reasonFitsProduct(category, productCategory))
}

export const caseOutcomeLabels = {
  CustomerRefunded: msg`Refunded to the customer`,
  ReversalCompleted: msg`Reversed`,
  CustomerAtFault: msg`Customer at fault`,
  MerchantAtFault: msg`Merchant at fault`,
  NoFaultFound: msg`No fault found`,
  Escalated: msg`Escalated`,
} as const satisfies Record<CaseOutcome, unknown>

export const casePriorityLabels = {
  Low: msg`Low`,
  Medium: msg`Medium`,
  High: msg`High`,
} as const satisfies Record<CasePriority, unknown>

export const caseHistoryLabels = {
  Created: msg({ message: 'Raised', context: 'case history' }),
  Assigned: msg`Assigned`,
  Commented: msg`Commented`,
  StatusChanged: msg`Status changed`,
  Resolved: msg({ message: 'Resolved', context: 'case history' }),
  Reopened: msg`Reopened`,
} as const satisfies Record<CaseHistoryAction, unknown>

/** A value of the case's history in words: a status or an outcome by its label; anything else (an assignee) as it is. */
export function caseHistoryValue(value: string, i18n: I18n): string {
  if (Object.hasOwn(caseStatusLabels, value)) return i18n._(caseStatusLabels[value as CaseStatus])
  if (Object.hasOwn(caseOutcomeLabels, value)) return i18n._(caseOutcomeLabels[value as CaseOutcome])
  return value
}

/** A history entry's change in words: "Open → In progress", "In progress → Refunded to the customer" (the arrow follows the reading direction). */
export function caseHistoryChange(entry: { fromValue?: string | null; toValue?: string | null }, i18n: I18n): string {
  const to = entry.toValue ? caseHistoryValue(entry.toValue, i18n) : ''
  if (!entry.fromValue || !entry.toValue) return to
  const from = caseHistoryValue(entry.fromValue, i18n)
  return i18n._(msg`${from} → ${to}`)
}

export const caseFields = {
  caseNumber: { label: msg`Tracking number`, kind: 'code' },
  title: { label: msg`Title` },
  description: { label: msg`Description` },
  category: { label: msg`Category`, kind: 'enum', values: caseCategoryLabels },
  priority: { label: msg`Priority`, kind: 'enum', values: casePriorityLabels, tones: { Low: 'neutral', Medium: 'info', High: 'danger' } },
  status: { label: msg`Status`, kind: 'enum', values: caseStatusLabels, tones: { Open: 'warning', InProgress: 'info', Resolved: 'success', Closed: 'neutral' } },
  transactionReference: { label: msg`Transaction`, kind: 'code' },
  amount: { label: msg`Amount`, kind: 'money' },
  merchant: { label: msg`Merchant`, kind: 'reference', nameKey: 'businessName' },
  agent: { label: msg`Agent`, kind: 'reference' },
  customerName: { label: msg`Customer` },
  customerPhone: { label: msg`Customer's phone`, kind: 'code' },
  assignee: { label: msg`Assignee`, kind: 'reference', nameKey: 'fullName' },
  createdBy: { label: msg`Raised by` },
  createdAt: { label: msg`Raised`, kind: 'datetime' },
  updatedAt: { label: msg`Last changed`, kind: 'datetime' },
  dueAt: { label: msg`Deadline`, kind: 'datetime' },
  resolvedAt: { label: msg`Resolved on`, kind: 'datetime' },
  resolution: { label: msg`Resolution` },
  outcome: { label: msg`Outcome`, kind: 'enum', values: caseOutcomeLabels },
} as const satisfies FieldDictionary
