// Search params of the reports screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { digits, entityStatuses, id, isoDate, oneOf, page, pageSize, text, transactionStatuses } from '../../lib/search'

export const transactionReportSearchSchema = v.object({
  status: oneOf(transactionStatuses),
  transactionReference: text,
  superAgentId: id,
  agentId: id,
  merchantId: id,
  debitAccountNumber: digits(10),
  creditAccountNumber: digits(10),
  destinationBankCode: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9]{3,6}$/))), undefined),
  startDate: isoDate,
  endDate: isoDate,
  page,
  pageSize,
})

export const merchantCommissionSearchSchema = v.object({
  superAgentId: id,
  merchantId: id,
  startDate: isoDate,
  endDate: isoDate,
  page,
  pageSize,
})

export const aggregatorCommissionSearchSchema = v.object({
  aggregatorId: id,
  superAgentId: id,
  agentId: id,
  merchantId: id,
  startDate: isoDate,
  endDate: isoDate,
  page,
  pageSize,
})

export const agentReportSearchSchema = v.object({
  superAgentId: id,
  merchantId: id,
  agentId: id,
  status: oneOf(entityStatuses),
  startDate: isoDate,
  endDate: isoDate,
  page,
  pageSize,
})
