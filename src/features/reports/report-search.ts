// Search params of the reports screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { channels, digits, entityStatuses, id, isoDate, oneOf, page, pageSize, transactionStatuses } from '../../lib/search'

/** A transaction reference as the platform takes it (letters, digits, - and _), dropped otherwise. */
const reference = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/))), undefined)

export const transactionReportSearchSchema = v.object({
  status: oneOf(transactionStatuses),
  transactionReference: reference,
  superAgentId: id,
  agentId: id,
  merchantId: id,
  debitAccountNumber: digits(10),
  creditAccountNumber: digits(10),
  destinationBankCode: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9]{3,6}$/))), undefined),
  productId: id,
  channel: oneOf(channels),
  startDate: isoDate,
  endDate: isoDate,
  /** The transaction open beside the report. */
  transaction: id,
  page,
  pageSize,
})

export type TransactionReportSearch = v.InferOutput<typeof transactionReportSearchSchema>

export const transactionReportFilterKeys = [
  'status',
  'transactionReference',
  'superAgentId',
  'agentId',
  'merchantId',
  'debitAccountNumber',
  'creditAccountNumber',
  'destinationBankCode',
  'productId',
  'channel',
  'startDate',
  'endDate',
] as const

export const merchantCommissionSearchSchema = v.object({
  superAgentId: id,
  merchantId: id,
  startDate: isoDate,
  endDate: isoDate,
  page,
  pageSize,
})

export type MerchantCommissionSearch = v.InferOutput<typeof merchantCommissionSearchSchema>

export const merchantCommissionFilterKeys = ['superAgentId', 'merchantId', 'startDate', 'endDate'] as const

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

export type AggregatorCommissionSearch = v.InferOutput<typeof aggregatorCommissionSearchSchema>

export const aggregatorCommissionFilterKeys = ['aggregatorId', 'superAgentId', 'agentId', 'merchantId', 'startDate', 'endDate'] as const

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

export type AgentReportSearch = v.InferOutput<typeof agentReportSearchSchema>

export const agentReportFilterKeys = ['superAgentId', 'merchantId', 'agentId', 'status', 'startDate', 'endDate'] as const
