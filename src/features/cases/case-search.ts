// Search params of the cases screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { caseCategories, caseStatuses, id, isoDate, cursorListSearch, oneOf, text } from '../../lib/search'

const flag = v.fallback(v.optional(v.literal(true)), undefined)
const reference = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/))), undefined)

export const caseList = cursorListSearch(
  {
    status: oneOf(caseStatuses),
    category: oneOf(caseCategories),
    overdue: flag,
    search: text,
    transactionReference: reference,
    startDate: isoDate,
    endDate: isoDate,
  },
  {
    /** Which cases: assigned to the signed-in user and still open, or all; a case worker opens on theirs. */
    queue: oneOf(['mine', 'all'] as const),
    /** Opens the form to raise a case, with this transaction reference ('' for none yet). */
    raise: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{0,40}$/))), undefined),
  },
)

export type CaseListQuery = ReturnType<typeof caseList.query>

export const viewCaseSearchSchema = v.object({
  id,
})
