// Search params of the cases screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { caseCategories, caseStatuses, id, isoDate, oneOf, page, pageSize, text } from '../../lib/search'

const flag = v.fallback(v.optional(v.literal(true)), undefined)
const reference = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/))), undefined)

export const caseSearchSchema = v.object({
  status: oneOf(caseStatuses),
  category: oneOf(caseCategories),
  /** Which cases: assigned to the signed-in user and still open, or all; a case worker opens on theirs. */
  queue: oneOf(['mine', 'all'] as const),
  overdue: flag,
  search: text,
  transactionReference: reference,
  startDate: isoDate,
  endDate: isoDate,
  /** Opens the form to raise a case, with this transaction reference ('' for none yet). */
  raise: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{0,40}$/))), undefined),
  page,
  pageSize,
})

export type CaseSearch = v.InferOutput<typeof caseSearchSchema>

export const caseFilterKeys = ['status', 'category', 'overdue', 'search', 'transactionReference', 'startDate', 'endDate'] as const

export const viewCaseSearchSchema = v.object({
  id,
})
